import { Announcement } from '../components/announcement/Announcement';

/** TenderAnnouncement?id=: the announcement of a tender (laid out by the section's own type, should a link name the other page). */
export default function TenderAnnouncement() {
  return <Announcement />;
}
