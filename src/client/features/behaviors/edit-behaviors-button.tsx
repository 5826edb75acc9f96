import { Button } from '@client/components/ui/button';
import type { ClassView } from '@shared/classes/schemas';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { BehaviorEditor } from './behavior-editor';

/** 'Edit Behaviors' beside the dashboard's behaviour section: opens the class's editor. */
export function EditBehaviorsButton({ klass, classes }: { klass: ClassView; classes: ClassView[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="h-11 sm:h-10" onClick={() => setOpen(true)}>
        <SlidersHorizontal aria-hidden="true" />
        Edit Behaviors
      </Button>
      {open ? <BehaviorEditor klass={klass} classes={classes} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
