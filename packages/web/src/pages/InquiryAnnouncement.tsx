import { Announcement } from '../components/announcement/Announcement';

/** InquiryAnnouncement?id=: the announcement of a price inquiry (laid out by the section's own type, should a link name the other page). */
export default function InquiryAnnouncement() {
  return <Announcement />;
}
