/** Placeholder until the page lands in this session. */
export default function PasswordModification() {
  return <div>PasswordModification</div>;
}
