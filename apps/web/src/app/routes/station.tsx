import { useParams } from 'react-router';
import { StationBoardLink } from '@/features/queue/components/station-board-link';
import { stationQueryOptions } from '@/features/stations/api/get-station';
import { StationDetails, StationNotFound } from '@/features/stations/components/station-details';
import { parseId } from '@/lib/parse-id';
import { recordLoader } from '../record-loader';

export const clientLoader = recordLoader(stationQueryOptions);

/**
 * `/station/:id`: a station, its queue now, where it is and the routes that serve it, with a link
 * to its live board.
 */
export default function StationRoute() {
  const id = parseId(useParams().id);
  return id === null ? (
    <StationNotFound />
  ) : (
    <StationDetails key={id} id={id} actions={<StationBoardLink stationId={id} />} />
  );
}
