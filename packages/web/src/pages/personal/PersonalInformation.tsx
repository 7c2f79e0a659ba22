/** Placeholder until the page lands in this session. */
export default function PersonalInformation() {
  return <div>PersonalInformation</div>;
}
