/** Placeholder until the page lands in this session. */
export default function ShowList() {
  return <div>ShowList</div>;
}
