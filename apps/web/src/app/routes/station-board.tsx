import { useParams } from 'react-router';
import { StationBoard } from '@/features/queue/components/station-board';
import { parseId } from '@/lib/parse-id';

/** `/station/:id/board`: the station's live queue, full screen, for a TV at the stage. */
export default function StationBoardRoute() {
  const id = parseId(useParams().id);
  return <StationBoard key={id ?? 'unknown'} stationId={id} />;
}
