import { SettingsSection } from '@client/components/layout/settings-section';
import { Button } from '@client/components/ui/button';
import { playSound, soundAllowed } from '@client/lib/sounds';
import { toastError } from '@client/lib/toast';
import { useTappedValue } from '@client/lib/use-tapped-value';
import type { TeacherView } from '@shared/accounts/schemas';
import { Volume2 } from 'lucide-react';
import { useUpdateTeacher } from './accounts-api';

/**
 * Sound, opt in (decision 0094): a short sound on awards and a chime when the timer ends, on
 * this teacher's screens and their projector. Saved at once: one tap, no Save button.
 */
export function SoundSection({ teacher }: { teacher: TeacherView }) {
  const update = useUpdateTeacher(teacher.id);
  const sound = useTappedValue(teacher.soundEnabled);
  const on = sound.value;
  const reduced = !soundAllowed('positive');

  const toggle = (soundEnabled: boolean) => {
    sound.tap(soundEnabled);
    update.mutate(
      { soundEnabled },
      {
        onSuccess: () => playSound('positive', soundEnabled),
        onError: (error) => toastError('The sound setting was not saved.', error, 'Not Saved'),
        onSettled: sound.settle,
      },
    );
  };

  return (
    <SettingsSection
      id="sound-title"
      icon={<Volume2 />}
      title="Sound"
      description="Off unless you turn it on. A muted device stays silent."
    >
      <div className="grid gap-3">
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-focus-visible:ring-2 has-focus-visible:ring-ring">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand"
            checked={on}
            disabled={sound.saving}
            onChange={(e) => toggle(e.target.checked)}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">Play sounds</span>
            <span className="text-sm text-muted-foreground">
              A short sound for awards (a brighter one for positive, a soft one for needs work) and a chime
              when the timer ends, on this device and on your projector.
            </span>
          </span>
        </label>
        {reduced ? (
          <p className="text-sm text-muted-foreground">
            Your device asks for reduced motion: award sounds are left out, the timer&apos;s chime still
            plays.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={!on} onClick={() => playSound('positive', on)}>
            Try the award sound
          </Button>
          <Button variant="outline" disabled={!on} onClick={() => playSound('chime', on)}>
            Try the chime
          </Button>
        </div>
      </div>
    </SettingsSection>
  );
}
