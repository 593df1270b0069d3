import { Button, Card, CardContent, CardHeader, CardTitle, Input, Label, serverMessage, toast } from '@rugby/kit';
import { Checkbox } from '@rugby/kit/ui/checkbox.tsx';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDeletePushSubscription } from '../api/delete-push-subscription.ts';
import { useNotificationSettings, type NotificationSettings } from '../api/get-notification-settings.ts';
import { usePushKey } from '../api/get-push-key.ts';
import { useSaveNotificationSettings } from '../api/save-notification-settings.ts';
import { useSavePushSubscription } from '../api/save-push-subscription.ts';
import { canPush, currentSubscription, deviceTimeZone, subscribeThisBrowser, unsubscribeThisBrowser } from './browser-push.ts';

type PushState = 'checking' | 'on' | 'off' | 'blocked';

/** Push on this device: the button that asks the browser, or why it cannot. */
function PushOnThisDevice({ publicKey }: { publicKey: string }) {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => {
        if (live) setState(subscription ? 'on' : Notification.permission === 'denied' ? 'blocked' : 'off');
      })
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      // Asked first, in the click: browsers only show the prompt for a gesture.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const subscription = await subscribeThisBrowser(publicKey);
      if (!subscription) throw new Error('Notifications need the installed app. Reload the page and try again.');
      await save.mutateAsync(subscription);
      setState('on');
      toast({ title: 'Notifications on', description: 'You will get team news on this device.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Notifications not turned on', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const endpoint = await unsubscribeThisBrowser();
      if (endpoint) await remove.mutateAsync(endpoint);
      setState('off');
    } catch (error) {
      toast({ title: 'Notifications not turned off', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking') return <Skeleton label="Checking notifications on this device..." />;
  if (state === 'blocked')
    return (
      <p className="ply:flex ply:items-start ply:gap-2 ply:text-sm ply:text-slate-700">
        <BellOff aria-hidden className="ply:mt-0.5 ply:size-4 ply:shrink-0" /> Notifications are blocked for this site. Allow them in your browser settings,
        then reload.
      </p>
    );
  if (state === 'on')
    return (
      <div className="ply:flex ply:flex-wrap ply:items-center ply:justify-between ply:gap-2">
        <p className="ply:text-sm ply:font-medium ply:text-brand-700">Notifications are on for this device.</p>
        <Button size="sm" variant="secondary" onClick={() => void turnOff()} disabled={busy}>
          Turn off
        </Button>
      </div>
    );
  return (
    <div className="ply:grid ply:gap-2">
      <p className="ply:text-sm ply:text-slate-600">Get cancellations, changes and reminders on this device.</p>
      <Button onClick={() => void turnOn()} disabled={busy}>
        <Bell aria-hidden className="ply:size-4" /> Turn on notifications
      </Button>
    </div>
  );
}

function Switch({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="ply:flex ply:items-start ply:gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} aria-describedby={`${id}-hint`} className="ply:mt-0.5" />
      <div className="ply:grid ply:gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <span id={`${id}-hint`} className="ply:text-xs ply:text-slate-600">
          {hint}
        </span>
      </div>
    </div>
  );
}

/** Reminders, SMS and e-mail fallback and quiet hours, saved together. */
function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const [reminders, setReminders] = useState(saved.reminders);
  const [sms, setSms] = useState(saved.sms);
  const [email, setEmail] = useState(saved.email);
  const [quiet, setQuiet] = useState(saved.quietHours !== null);
  const [start, setStart] = useState(saved.quietHours?.start ?? '22:00');
  const [end, setEnd] = useState(saved.quietHours?.end ?? '07:00');
  const save = useSaveNotificationSettings();
  const timeZone = deviceTimeZone();
  const sameTimes = quiet && start === end;

  const onSave = () =>
    save.mutate(
      { push: saved.push, sms, email, reminders, quietHours: quiet ? { start, end } : null, timeZone },
      {
        onSuccess: () => toast({ title: 'Saved', description: 'Notification settings saved.', variant: 'success' }),
        onError: (error) => toast({ title: 'Settings not saved', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );

  return (
    <form
      className="ply:grid ply:gap-3"
      aria-label="Notification settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (!sameTimes) onSave();
      }}
    >
      <Switch
        id="notify-reminders"
        label="Reminders"
        hint="Before sessions and matches, and when your availability is missing."
        checked={reminders}
        onChange={setReminders}
      />
      <Switch id="notify-sms" label="Text messages" hint="For urgent news, and when notifications can't reach you." checked={sms} onChange={setSms} />
      <Switch id="notify-email" label="E-mail" hint="When a text can't reach you." checked={email} onChange={setEmail} />
      <Switch
        id="notify-quiet"
        label="Quiet hours"
        hint={`Non-urgent news waits until they end; urgent news always comes through. Times in ${timeZone}.`}
        checked={quiet}
        onChange={setQuiet}
      />
      {quiet ? (
        <div className="ply:grid ply:grid-cols-2 ply:gap-3 ply:pl-8">
          <TimeField id="quiet-start" label="From" value={start} onChange={setStart} />
          <TimeField id="quiet-end" label="To" value={end} onChange={setEnd} invalid={sameTimes} />
          {sameTimes ? (
            <p role="alert" className="ply:col-span-2 ply:text-xs ply:text-danger-700">
              Quiet hours must end at a different time than they start.
            </p>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" variant="secondary" disabled={save.isPending || sameTimes}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </Button>
    </form>
  );
}

function TimeField({ id, label, value, onChange, invalid }: { id: string; label: string; value: string; onChange: (v: string) => void; invalid?: boolean }) {
  return (
    <div className="ply:grid ply:gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="time" required value={value} aria-invalid={invalid || undefined} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/**
 * Notifications (issue 18): push on this device (hidden where the browser has no PushManager, e.g. iOS Safari outside
 * the Home Screen), reminders, the SMS and e-mail fallback, and quiet hours.
 */
export function NotificationsCard() {
  const settings = useNotificationSettings();
  const pushKey = usePushKey();
  const [pushable] = useState(canPush);
  const publicKey = pushKey.data?.publicKey ?? null;

  return (
    <Card role="region" aria-labelledby="notifications-card">
      <CardHeader>
        <CardTitle id="notifications-card" className="ply:flex ply:items-center ply:gap-2">
          <Bell aria-hidden className="ply:size-5 ply:text-brand-700" /> Notifications
        </CardTitle>
      </CardHeader>
      <CardContent className="ply:grid ply:gap-4">
        {!pushable ? (
          <p className="ply:text-sm ply:text-slate-600">
            This browser can't show notifications. On an iPhone, add the app to your Home Screen and open it from there. You still get texts or e-mails.
          </p>
        ) : publicKey ? (
          <PushOnThisDevice publicKey={publicKey} />
        ) : null}
        {settings.data ? (
          <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
        ) : settings.isError ? (
          <p className="ply:text-sm ply:text-slate-600">Notification settings are not available right now.</p>
        ) : (
          <Skeleton label="Loading notification settings..." lines={3} />
        )}
      </CardContent>
    </Card>
  );
}
