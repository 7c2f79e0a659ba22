/** Placeholder until the page lands in this session. */
export default function EngineeringProject() {
  return <div>EngineeringProject</div>;
}
