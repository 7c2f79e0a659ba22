/** Placeholder until the page lands in this session. */
export default function DemoMailbox() {
  return <div>DemoMailbox</div>;
}
