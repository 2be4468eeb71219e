import { PROJECT_ROOM_TYPES } from '@showroom/contract/projects';
import { DecimalField, type SchemaForm, SelectField, TextField } from '@showroom/ui/form';
import type { ProjectValues } from './project-values.ts';

const ROOM_TYPE_OPTIONS = [
  { value: '', label: 'Choose a room type' },
  ...PROJECT_ROOM_TYPES.map((type) => ({ value: type, label: type })),
];

/** The four facts of a project (name, room type, budget in dollars, ZIP), each with its error under it. */
export function ProjectFactsFields({ form }: { form: SchemaForm<ProjectValues> }) {
  return (
    <div className="sr-project-form__fields">
      <TextField label="Project name" autoComplete="off" maxLength={80} {...form.text('name')} />
      <SelectField label="Room type" options={ROOM_TYPE_OPTIONS} {...form.text('room_type')} />
      <DecimalField
        label="Budget ($)"
        name="budget"
        hint="Optional"
        value={form.values.budget}
        onValueChange={(text) => form.setValue('budget', text)}
        error={form.errorFor('budget')}
      />
      <TextField
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        {...form.text('zip')}
      />
    </div>
  );
}
