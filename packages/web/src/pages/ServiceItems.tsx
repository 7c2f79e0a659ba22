/** Placeholder until the page lands in this session. */
export default function ServiceItems() {
  return <div>ServiceItems</div>;
}
