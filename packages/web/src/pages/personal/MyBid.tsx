/** Placeholder until the page lands in this session. */
export default function MyBid() {
  return <div>MyBid</div>;
}
