/** Placeholder until the page lands in this session. */
export default function Home() {
  return <div>Home</div>;
}
