import { EVENT_MESSAGES, isEventEditable } from '@friendly/contracts/event-messages';
import type { EventDetail } from '@friendly/contracts/event-views';
import { Card, ChevronLeftIcon, Container, ErrorState } from '@friendly/ui';
import * as React from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { ApiRequestError } from '../../../api/http';
import { mediaUrl } from '../../../lib/media';
import { usePlacesSource } from '../../../lib/places/use-places-source';
import { getToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCategories } from '../api/get-categories';
import { useEventAges } from '../api/get-event-ages';
import { useEventDetail } from '../api/get-event-detail';
import { useSpots } from '../api/get-spots';
import { EventForm, type EventFormMode } from '../components/event-form';
import {
  downloadImagesAsFiles,
  type EventFormValues,
  emptyValues,
  valuesFromDetail,
} from '../event-form-logic';

/** A load failure is said once per screen, however often the hook re-renders. */
function useToastOnce(message: string | null) {
  const said = React.useRef(new Set<string>());
  React.useEffect(() => {
    if (message && !said.current.has(message)) {
      said.current.add(message);
      toast.error(message);
    }
  }, [message]);
}

/** A duplicate's values with its images fetched again as new files (spec 001 §2). */
function useDuplicateValues(source: EventDetail | undefined): EventFormValues | null {
  const [values, setValues] = React.useState<EventFormValues | null>(null);
  React.useEffect(() => {
    if (!source) return;
    let current = true;
    const copy = valuesFromDetail(source, 'duplicate');
    const urls = source.images.map((url) => mediaUrl(url) ?? url);
    downloadImagesAsFiles(urls).then(({ files, failed }) => {
      if (!current) return;
      if (failed > 0) toast.error(EVENT_MESSAGES.copyImageFailed);
      setValues({ ...copy, images: { kept: [], files } });
    });
    return () => {
      current = false;
    };
  }, [source]);
  return values;
}

/**
 * /event (create), /event?duplicate={slug or id} (copy) and /event/{slug} (edit), spec
 * 001 §2 'Event form'. Loads the reference lists (and the event), says each failure with
 * the spec's message, then shows the two-step form. Without a token: 'Authentication
 * required. Please login first.' and Login. An event that cannot be loaded, or cannot be
 * edited (cancelled, rejected), sends the host back to My Events.
 */
export function EventFormPage() {
  const { slug } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const duplicate = slug ? null : search.get('duplicate')?.trim() || null;
  const mode: EventFormMode = slug ? 'edit' : duplicate ? 'duplicate' : 'create';
  const [signedIn] = React.useState(() => Boolean(getToken()));

  const categories = useCategories();
  const spots = useSpots();
  const ages = useEventAges();
  // Both readings of the duplicate parameter resolve: the detail takes an id or a slug.
  const detail = useEventDetail(signedIn ? (slug ?? duplicate ?? undefined) : undefined);
  // Street addresses and venues where the source has them (docs/decisions/152, 153).
  const places = usePlacesSource({ scope: 'address' });
  // The host's payout currency, from the profile the shell has already read (docs/decisions/134).
  const { user: host } = useCurrentUser(signedIn, { fresh: false });
  const event = detail.data?.data;
  const duplicateValues = useDuplicateValues(mode === 'duplicate' ? event : undefined);

  React.useEffect(() => {
    if (signedIn) return;
    toast.error(EVENT_MESSAGES.authRequired);
    navigate('/login', { replace: true });
  }, [signedIn, navigate]);

  const unauthorized = [categories.error, spots.error, ages.error, detail.error].some(
    (error) => error instanceof ApiRequestError && error.status === 401,
  );
  React.useEffect(() => {
    if (!unauthorized) return;
    toast.error(EVENT_MESSAGES.authFailed);
    navigate('/login', { replace: true });
  }, [unauthorized, navigate]);

  useToastOnce(!unauthorized && spots.error ? EVENT_MESSAGES.loadSpotsFailed : null);
  useToastOnce(!unauthorized && categories.error ? EVENT_MESSAGES.loadCategoriesFailed : null);
  useToastOnce(!unauthorized && ages.error ? EVENT_MESSAGES.loadAgeGroupsFailed : null);

  const notEditable = mode === 'edit' && event && !isEventEditable(event.status);
  React.useEffect(() => {
    if (unauthorized || (!detail.error && !notEditable)) return;
    toast.error(notEditable ? EVENT_MESSAGES.notEditable : EVENT_MESSAGES.loadEventFailed);
    navigate('/my-events', { replace: true });
  }, [detail.error, notEditable, unauthorized, navigate]);

  const listError = [
    spots.error && EVENT_MESSAGES.loadSpotsFailed,
    categories.error && EVENT_MESSAGES.loadCategoriesFailed,
    ages.error && EVENT_MESSAGES.loadAgeGroupsFailed,
  ].filter((message): message is string => Boolean(message));

  const defaults = React.useMemo<EventFormValues | null>(
    () =>
      mode === 'create'
        ? emptyValues()
        : mode === 'edit'
          ? event && !notEditable
            ? valuesFromDetail(event, 'edit')
            : null
          : duplicateValues,
    [mode, event, notEditable, duplicateValues],
  );
  const lists =
    categories.data && spots.data && ages.data
      ? { categories: categories.data.data, spots: spots.data.data, ages: ages.data.data }
      : null;
  const ready = signedIn && lists && places.source && defaults && !unauthorized;

  return (
    <main id="main">
      <Container size="md" className="grid gap-6 py-8 sm:py-12">
        <Link
          to="/my-events"
          className="inline-flex w-fit items-center gap-1.5 rounded-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
        >
          <ChevronLeftIcon className="size-4" />
          {EVENT_MESSAGES.backToMyEvents}
        </Link>
        <Card padding="lg" className="max-sm:p-4">
          {listError.length > 0 && !unauthorized ? (
            <ErrorState
              // A line for each list that failed, in the room the card left it
              // (docs/decisions/127).
              className="grid gap-1 py-10"
              title={listError.map((message) => <span key={message}>{message}</span>)}
            />
          ) : ready && lists && defaults && places.source ? (
            <EventForm
              // A fresh form for each event and mode.
              key={`${mode}-${slug ?? duplicate ?? 'new'}`}
              mode={mode}
              defaults={defaults}
              event={event}
              copiedFrom={duplicate ?? undefined}
              {...lists}
              placesSource={places.source}
              placesAttribution={places.attribution}
              placesSuggestAddresses={places.addresses}
              currency={host?.payout_currency}
            />
          ) : (
            <p role="status" className="py-16 text-center font-medium text-ink-700">
              {mode === 'duplicate' && event ? EVENT_MESSAGES.copyingImages : EVENT_MESSAGES.formLoading}
            </p>
          )}
        </Card>
      </Container>
    </main>
  );
}
