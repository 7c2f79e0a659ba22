/** Placeholder until the page lands in this session. */
export default function TenderProject() {
  return <div>TenderProject</div>;
}
