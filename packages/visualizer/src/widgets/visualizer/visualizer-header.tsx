import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { useShowroomSelection } from '@showroom/ui';
import { RouteIntro } from '@showroom/ui/page';

/**
 * The screen's heading and intro, the route's intro (`ROUTE_INTROS`, from the same messages): the page the
 * API serves paints it before any script, then the shell's loading view, then this, at one place and size
 * (decision 0118). A visitor without a showroom also reads how to get one, under the intro: a new, smaller
 * line, so the page's largest paint stays the intro painted first. The line is there, empty, for everyone else.
 */
export function VisualizerHeader() {
  const showroom = useShowroomSelection();
  return (
    <RouteIntro title={VISUALIZER_MESSAGES.title} text={VISUALIZER_MESSAGES.intro}>
      {/* The line keeps its height with a showroom chosen: on a pro's page the showroom arrives after the
          first paint, and a line taken away then moved the room below it (CLS 0.014 on the widget lab). */}
      <p className="sr-visualizer__note" aria-hidden={showroom ? true : undefined}>
        {showroom ? '\u00a0' : VISUALIZER_MESSAGES.chooseShowroom}
      </p>
    </RouteIntro>
  );
}
