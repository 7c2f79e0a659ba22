/** Placeholder until the page lands in this session. */
export default function Register() {
  return <div>Register</div>;
}
