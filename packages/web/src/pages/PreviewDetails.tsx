import { useSearchParams } from 'react-router';
import { Announcement } from '../components/announcement/Announcement';

/** PreviewDetails?id=&biddingType=: the inquiry page when biddingType is 1, else the tender page; no follow or sign-up. */
export default function PreviewDetails() {
  const [searchParams] = useSearchParams();
  return <Announcement kind={searchParams.get('biddingType') === '1' ? 'inquiry' : 'tender'} preview />;
}
