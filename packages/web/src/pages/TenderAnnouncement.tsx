/** Placeholder until the page lands in this session. */
export default function TenderAnnouncement() {
  return <div>TenderAnnouncement</div>;
}
