import type { StyleSurveyChoice } from '@showroom/contract/projects';
import { SurveyPicture } from './survey-picture.tsx';

interface SurveyQuestionProps {
  name: string;
  title: string;
  choices: readonly StyleSurveyChoice[];
  /** The keys chosen: one for a single choice, up to `max` for several. */
  chosen: readonly string[];
  max: number;
  view: 'room' | 'thumb';
  onChange: (chosen: string[]) => void;
}

/**
 * One question: its pictured answers as native radio buttons (one answer) or checkboxes (several), so
 * arrows, Tab and Space work as anywhere else; a picture's name is its label.
 */
export function SurveyQuestion({ name, title, choices, chosen, max, view, onChange }: SurveyQuestionProps) {
  const single = max === 1;
  return (
    <fieldset className="sr-survey__question">
      <legend className="sr-survey__legend">{title}</legend>
      <div className="sr-survey__choices">
        {choices.map((choice) => {
          const checked = chosen.includes(choice.key);
          const full = !single && !checked && chosen.length >= max;
          return (
            <label
              key={choice.key}
              className={checked ? 'sr-survey__choice sr-survey__choice--chosen' : 'sr-survey__choice'}
            >
              <input
                type={single ? 'radio' : 'checkbox'}
                name={name}
                value={choice.key}
                checked={checked}
                disabled={full}
                className="sr-survey__input"
                onChange={() => {
                  if (single) onChange([choice.key]);
                  else
                    onChange(checked ? chosen.filter((key) => key !== choice.key) : [...chosen, choice.key]);
                }}
              />
              <SurveyPicture choice={choice} view={view} />
              <span className="sr-survey__label">{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
