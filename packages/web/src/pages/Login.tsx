/** Placeholder until the page lands in this session. */
export default function Login() {
  return <div>Login</div>;
}
