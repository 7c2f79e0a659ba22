/** Placeholder until the page lands in this session. */
export default function PreviewDetails() {
  return <div>PreviewDetails</div>;
}
