/** Placeholder until the page lands in this session. */
export default function ForgotPassword() {
  return <div>ForgotPassword</div>;
}
