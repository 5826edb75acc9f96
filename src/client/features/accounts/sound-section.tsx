import { SettingsSection } from '@client/components/layout/settings-section';
import { Button } from '@client/components/ui/button';
import { playSound, soundAllowed } from '@client/lib/sounds';
import { toastError } from '@client/lib/toast';
import { useTappedValue } from '@client/lib/use-tapped-value';
import type { TeacherView } from '@shared/accounts/schemas';
import { Volume2 } from 'lucide-react';
import { useUpdateTeacher } from './accounts-api';
import { SavedAtOnceCheckbox } from './saved-at-once-checkbox';

/**
 * Sound, opt in (decision 0094): a short sound on awards and a chime when the timer ends, on
 * this teacher's screens and their projector. Saved at once: one tap, no Save button.
 */
export function SoundSection({ teacher }: { teacher: TeacherView }) {
  const update = useUpdateTeacher(teacher.id);
  const sound = useTappedValue(teacher.soundEnabled);
  const on = sound.value;
  const reduced = !soundAllowed('positive');

  return (
    <SettingsSection
      id="sound-title"
      icon={<Volume2 />}
      title="Sound"
      description="Off unless you turn it on. A muted device stays silent."
    >
      <div className="grid gap-3">
        <SavedAtOnceCheckbox
          setting={sound}
          label="Play sounds"
          hint="A short sound for awards (a brighter one for positive, a soft one for needs work) and a chime when the timer ends, on this device and on your projector."
          save={(soundEnabled, onSettled) =>
            update.mutate(
              { soundEnabled },
              {
                onSuccess: () => playSound('positive', soundEnabled),
                onError: (error) => toastError('The sound setting was not saved.', error, 'Not Saved'),
                onSettled,
              },
            )
          }
        />
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
