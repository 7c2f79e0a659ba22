/** Placeholder until the page lands in this session. */
export default function InquiryAnnouncement() {
  return <div>InquiryAnnouncement</div>;
}
