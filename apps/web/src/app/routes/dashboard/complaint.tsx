import '@/i18n/passengers';
import { useParams } from 'react-router';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { ComplaintDetails } from '@/features/complaints/components/complaint-details';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import NotFoundRoute from '../not-found';

/** /dashboard/complaints/:id: the complaint, its files, replies, timeline and workflow. */
export default function ComplaintRoute() {
  const id = parseId(useParams().id);
  const { user } = useSession();
  const { capabilities } = useCapabilities();
  if (id === null) return <NotFoundRoute />;
  return user ? (
    <ComplaintDetails key={id} id={id} user={user} listsAccounts={capabilities['user.manage']} />
  ) : null;
}
