import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Showroom, ShowroomContent, ShowroomPageConfig } from '../../resources/apps/showroom.schema.ts';
import type { ActionOutcome } from './action-outcome.ts';
import { ApiError } from './api-call.ts';
import { Backdrop } from './Backdrop.tsx';
import { ContentArea } from './ContentArea.tsx';
import { ContentOverlay } from './ContentOverlay.tsx';
import { type Opened, subjectOf } from './content-kinds.ts';
import { type CustomerSession, customerSession, keptCustomerId } from './customer-session.ts';
import { OpenScreen } from './OpenScreen.tsx';
import { PhoneDialog } from './PhoneDialog.tsx';
import { ShowroomHeader } from './ShowroomHeader.tsx';
import type { ShowroomSource } from './showroom-source.ts';
import { type EventSubject, silentRecorder, statsRecorder, watchStay } from './stats-recorder.ts';
import { ShowroomContext } from './useShowroom.ts';
import type { ShowroomMode } from './useViewportMode.ts';
import { useWords } from './useWords.ts';
import { saleIdOf, shareOf, viewerId } from './visitor.ts';
import { day, fill } from './words.ts';

type Props = { showroom: Showroom; content: ShowroomContent; config: ShowroomPageConfig; source: ShowroomSource; mode: ShowroomMode };
type PhoneRequest = { save(phone: string): Promise<void>; done(saved: boolean): void };

/**
 * An unlocked showroom: its background, open-screen page, bar and content; what is opened over it;
 * the visit's statistics (none in a preview); the customer's claims and sign-ups.
 */
export function ShowroomView({ showroom, content, config, source, mode }: Props) {
  const { app } = showroom;
  const { words, language } = useWords();
  const spoken = useRef(language);
  spoken.current = language;
  const share = useMemo(() => shareOf(window.location.search), []);
  const stats = useMemo(
    () =>
      source.preview
        ? silentRecorder
        : statsRecorder({
            key: config.keys.ingestion,
            viewerId: viewerId(),
            channel: app.channel,
            saleId: saleIdOf(share),
            customerId: keptCustomerId(config.keys.customer),
          }),
    [source, config.keys, app.channel, share],
  );
  // What the visit is a view of: the app, or the plan or hall a view shows alone.
  const shownAlone = showroom.kind === 'app' ? undefined : (content.plans[0] ?? content.halls[0]);
  const visit: EventSubject = shownAlone ? { plan_id: shownAlone.id } : { application_id: app.id };
  const visitKey = JSON.stringify(visit);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per showroom shown, whatever renders follow
  useEffect(() => {
    stats.view(visit);
    return watchStay(window, (seconds) => stats.stay(visit, seconds));
  }, [stats, visitKey]);

  const [intro, setIntro] = useState(Boolean(app.open_screen));
  const endIntro = useCallback(() => setIntro(false), []);
  const [stack, setStack] = useState<Opened[]>(() => (shownAlone ? [{ kind: 'plan', item: shownAlone }] : []));
  const open = (next: Opened) => {
    stats.view(subjectOf(next.kind, next.item.id));
    setStack((current) => [...current, next]);
  };
  const close = () => setStack((current) => current.slice(0, -1));

  const [phone, setPhone] = useState<PhoneRequest | null>(null);
  const customer = useRef<CustomerSession | null>(null);
  const session = () => {
    if (!config.keys.customer || source.preview) return null;
    customer.current ??= customerSession({
      key: config.keys.customer,
      share,
      language: () => spoken.current,
      onCustomer: (id) => stats.setCustomer(id),
      askPhone: (save) =>
        new Promise<boolean>((resolve) =>
          setPhone({
            save,
            done: (saved) => {
              setPhone(null);
              resolve(saved);
            },
          }),
        ),
    });
    return customer.current;
  };
  /** Runs a customer action and says how it went: the server's words on a refusal. */
  const act = async <T,>(action: (client: CustomerSession) => Promise<T | null>, success: (result: T) => string): Promise<ActionOutcome> => {
    const client = session();
    if (!client) return { ok: false, text: words.page.previewOnly };
    try {
      const result = await action(client);
      return result === null ? null : { ok: true, text: success(result) };
    } catch (error) {
      const text =
        error instanceof ApiError && error.message
          ? error.message
          : error instanceof ApiError && error.status === 0
            ? words.page.offline
            : words.customer.failed;
      return { ok: false, text, ...(error instanceof ApiError ? { fields: error.fields } : {}) };
    }
  };

  return (
    <ShowroomContext.Provider value={{ source, content, stats, mode, aloneId: shownAlone?.id }}>
      <Backdrop app={app} mode={mode} />
      <div className="sr-page">
        <ShowroomHeader app={app} />
        <main className="sr-main">
          <ContentArea
            app={app}
            content={content}
            onOpen={open}
            onClaim={(coupon) =>
              act(
                (client) => client.claim(coupon.id),
                (copy) => {
                  stats.record('claim', { coupon_id: coupon.id });
                  return fill(words.coupons.claimed, { code: copy.code, date: day(copy.expires_at, language) });
                },
              )
            }
            onSignUp={(activity, answers) =>
              act(
                (client) => client.signUp(activity.id, answers),
                (signup) => {
                  stats.record('signup', { activity_id: activity.id });
                  return fill(words.activities.signedUp, { code: signup.code });
                },
              )
            }
          />
        </main>
      </div>
      {stack.map((opened, index) => (
        <ContentOverlay key={`${opened.kind}-${opened.item.id}-${index}`} opened={opened} onClose={close} onOpen={open} />
      ))}
      {phone && <PhoneDialog save={phone.save} onDone={phone.done} />}
      {intro && <OpenScreen src={app.open_screen} onDone={endIntro} />}
    </ShowroomContext.Provider>
  );
}
