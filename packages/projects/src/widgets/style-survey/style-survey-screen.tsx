import { loginPath, projectPath, ROUTE_PATHS } from '@showroom/contract';
import {
  MAX_SURVEY_MATERIALS,
  PROJECT_PAGE_MESSAGES,
  STYLE_SURVEY,
  type StyleProfile,
  styleProfileOf,
} from '@showroom/contract/projects';
import { notify } from '@showroom/core';
import { rememberPendingStyleProfile } from '@showroom/core/account';
import { Button, ShellLink, StyleSheet, useIsLoggedIn } from '@showroom/ui';
import { PageStyles } from '@showroom/ui/page';
import { useState } from 'react';
import { saveStyleProfile } from '../../api/project-calls.ts';
import css from './style-survey.css?inline';
import { SurveyQuestion } from './survey-question.tsx';

const STEPS = ['room', 'palette', 'materials'] as const;

export interface StyleSurveyScreenProps {
  /** The project the survey is taken for (`?project=`): its profile is set too. */
  projectId: number | null;
}

/**
 * The style survey (issue #25): three pictured questions (a room, a palette, materials) giving a style
 * profile. Signed in, it is saved to the homeowner (and the project it was taken for), with the server's
 * message; a visitor's answer is kept in the browser and saved at sign-in or registration (spec §1).
 */
export function StyleSurveyScreen({ projectId }: StyleSurveyScreenProps) {
  const signedIn = useIsLoggedIn();
  const [step, setStep] = useState(0);
  const [room, setRoom] = useState<string[]>([]);
  const [palette, setPalette] = useState<string[]>([]);
  const [materials, setMaterials] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ profile: StyleProfile; saved: boolean } | null>(null);

  const answered = [room.length === 1, palette.length === 1, true][step] ?? false;
  function next() {
    if (!answered) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setStep((current) => current + 1);
  }
  async function finish() {
    const profile = styleProfileOf({ room: room[0] ?? '', palette: palette[0] ?? '', materials });
    if (!profile) return;
    if (!signedIn) {
      rememberPendingStyleProfile(profile);
      setResult({ profile, saved: false });
      return;
    }
    setBusy(true);
    try {
      const answer = await saveStyleProfile({ profile, ...(projectId ? { project_id: projectId } : {}) });
      notify.success(answer.message);
      setResult({ profile, saved: true });
    } catch {
      // The API client has shown the server's message; the answers stay to send again.
    } finally {
      setBusy(false);
    }
  }

  if (result) {
    return (
      <section className="sr-page sr-survey">
        <PageStyles />
        <StyleSheet name="sr-survey" css={css} />
        <h1 className="sr-page__title">{PROJECT_PAGE_MESSAGES.surveyResult}</h1>
        <ol className="sr-survey__result">
          {result.profile.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ol>
        {result.saved ? (
          <ShellLink
            to={projectId ? projectPath(projectId) : ROUTE_PATHS.projects}
            className="sr-survey__link"
          >
            {projectId ? PROJECT_PAGE_MESSAGES.viewProject : PROJECT_PAGE_MESSAGES.viewProjects}
          </ShellLink>
        ) : (
          <div className="sr-page-card">
            <p>{PROJECT_PAGE_MESSAGES.surveyKeptForSignIn}</p>
            <div className="sr-survey__nav">
              <ShellLink to={loginPath(ROUTE_PATHS.projects)} className="sr-survey__link">
                {PROJECT_PAGE_MESSAGES.signInLink}
              </ShellLink>
              <ShellLink to={ROUTE_PATHS.register} className="sr-survey__link">
                Register
              </ShellLink>
            </div>
          </div>
        )}
        <ShellLink to={ROUTE_PATHS.visualize} className="sr-survey__link">
          {PROJECT_PAGE_MESSAGES.designFromVisualizer}
        </ShellLink>
      </section>
    );
  }

  const last = step === STEPS.length - 1;
  return (
    <section className="sr-page sr-survey">
      <PageStyles />
      <StyleSheet name="sr-survey" css={css} />
      <h1 className="sr-page__title">{PROJECT_PAGE_MESSAGES.surveyTitle}</h1>
      <p className="sr-page-muted">{PROJECT_PAGE_MESSAGES.surveyIntro}</p>
      <p className="sr-survey__step" aria-live="polite">
        Question {step + 1} of {STEPS.length}
      </p>
      {step === 0 && (
        <SurveyQuestion
          name="room"
          title={STYLE_SURVEY.room.title}
          choices={STYLE_SURVEY.room.choices}
          chosen={room}
          max={1}
          view="room"
          onChange={setRoom}
        />
      )}
      {step === 1 && (
        <SurveyQuestion
          name="palette"
          title={STYLE_SURVEY.palette.title}
          choices={STYLE_SURVEY.palette.choices}
          chosen={palette}
          max={1}
          view="thumb"
          onChange={setPalette}
        />
      )}
      {step === 2 && (
        <SurveyQuestion
          name="materials"
          title={STYLE_SURVEY.materials.title}
          choices={STYLE_SURVEY.materials.choices}
          chosen={materials}
          max={MAX_SURVEY_MATERIALS}
          view="thumb"
          onChange={setMaterials}
        />
      )}
      {missing && (
        <p className="sr-survey__missing" role="alert">
          {PROJECT_PAGE_MESSAGES.surveyPickOne}
        </p>
      )}
      <div className="sr-survey__nav">
        {step > 0 && (
          <Button variant="secondary" onClick={() => setStep((current) => current - 1)}>
            {PROJECT_PAGE_MESSAGES.surveyBack}
          </Button>
        )}
        {last ? (
          <Button busy={busy} onClick={finish}>
            {PROJECT_PAGE_MESSAGES.surveyFinish}
          </Button>
        ) : (
          <Button onClick={next}>{PROJECT_PAGE_MESSAGES.surveyNext}</Button>
        )}
      </div>
      {projectId !== null && (
        <ShellLink to={projectPath(projectId)} className="sr-survey__link">
          {PROJECT_PAGE_MESSAGES.cancel}
        </ShellLink>
      )}
    </section>
  );
}
