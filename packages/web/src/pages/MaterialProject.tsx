/** Placeholder until the page lands in this session. */
export default function MaterialProject() {
  return <div>MaterialProject</div>;
}
