/** Placeholder until the page lands in this session. */
export default function NotFound() {
  return <div>NotFound</div>;
}
