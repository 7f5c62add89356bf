import { joinedEventsResponseSchema } from '@friendly/contracts/event-views';
import { readApi } from '../../../api/read';

/** GET /api/user/events/joined — the events the host runs or takes part in (spec 001 §7), for the removal check. */
export const joinedEventsKey = '/user/events/joined';

export const getJoinedEvents = () => readApi(joinedEventsKey, { schema: joinedEventsResponseSchema });
