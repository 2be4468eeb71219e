import {
  CornerSuggestion,
  type LaidSurface,
  lengthInches,
  lengthText,
  type PhotoSurfaceCanvasHandle,
  PhotoSurfaceStage,
  type RendererKind,
} from '@showroom/commerce-ui/photo-surfaces';
import {
  PHOTO_SURFACE_MESSAGES as M,
  type PhotoSurfaceKind,
  type PhotoSurfaces,
  type ProjectFile,
  PHOTO_SURFACE_TEXTS as T,
} from '@showroom/contract/projects';
import { apiFieldErrors, type FieldErrorMap, mediaUrl, notify, productPictureUrl } from '@showroom/core';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import css from './photo-room.css?inline';
import { loadPhotoSurfaces, savePhotoSurfaces, shareInChat, suggestCorners } from './photo-room-calls.ts';
import { ProductPicker } from './product-picker.tsx';
import { draftOf, inputOf, MAX_SURFACES, newSurface, type SurfaceDraft } from './surface-draft.ts';
import { draftErrors, errorsBySurface } from './surface-errors.ts';
import { SurfaceFields } from './surface-fields.tsx';

export interface PhotoRoomEditorProps {
  projectId: number;
  photo: ProjectFile;
  onClose: () => void;
}

const laidOf = (draft: SurfaceDraft): LaidSurface | null =>
  draft.product
    ? {
        corners: draft.corners,
        lengthCorners: draft.lengthCorners,
        lengthInches: lengthInches(draft),
        textureUrl: productPictureUrl({ hash: draft.product.hash, photo: null }, 'texture', draft.colour),
      }
    : null;

function Editor({ projectId, photo, saved, onClose }: PhotoRoomEditorProps & { saved: PhotoSurfaces }) {
  const size = { width: saved.width, height: saved.height };
  const [drafts, setDrafts] = useState<SurfaceDraft[]>(() => saved.surfaces.map(draftOf));
  const [activeKey, setActiveKey] = useState<string | null>(drafts[0]?.key ?? null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [showMaterials, setShowMaterials] = useState(true);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState<'saving' | 'sharing' | null>(null);
  const [renderer, setRenderer] = useState<RendererKind | null>(null);
  const canvas = useRef<PhotoSurfaceCanvasHandle>(null);
  // The drafts as they are when a suggestion comes back (it must not undo a corner moved meanwhile).
  const latest = useRef(drafts);
  latest.current = drafts;
  const active = drafts.find((d) => d.key === activeKey) ?? null;
  const bySurface = errorsBySurface(errors);
  const laid = useMemo(() => drafts.flatMap((d) => laidOf(d) ?? []), [drafts]);

  const change = (key: string, changes: Partial<SurfaceDraft>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...changes } : d)));

  function add(kind: PhotoSurfaceKind) {
    const draft = newSurface(kind, size, drafts.filter((d) => d.kind === 'wall').length);
    setDrafts((all) => [...all, draft]);
    setActiveKey(draft.key);
    setErrors({});
  }

  function remove(key: string) {
    const rest = drafts.filter((d) => d.key !== key);
    setDrafts(rest);
    setActiveKey(rest[0]?.key ?? null);
    setErrors({});
  }

  async function save() {
    const found = draftErrors(drafts);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy('saving');
    try {
      const answer = await savePhotoSurfaces(projectId, photo.id, { surfaces: drafts.map(inputOf) });
      notify.success(answer.message);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else notify.error(M.saveFailed);
    } finally {
      setBusy(null);
    }
  }

  async function share() {
    setBusy('sharing');
    try {
      const picture = await canvas.current?.toBlob();
      if (!picture) throw new Error('no picture');
      const names = [...new Set(drafts.flatMap((d) => (d.product ? [d.product.name] : [])))].join(', ');
      await shareInChat(
        projectId,
        picture,
        `${photo.name.replace(/\.[a-z0-9]+$/i, '')}-laid.png`,
        T.shareText(names),
      );
      notify.success(T.shared);
    } catch {
      notify.error(M.shareFailed);
    } finally {
      setBusy(null);
    }
  }

  const activeIndex = drafts.findIndex((d) => d.key === activeKey);
  return (
    <div className="sr-photo-room__body">
      <div className="sr-photo-room__picture">
        <PhotoSurfaceStage
          handle={canvas}
          src={mediaUrl(photo.url)}
          photo={size}
          surfaces={laid}
          showMaterials={showMaterials}
          label={T.pictureLabel(photo.name)}
          onState={(_, kind) => setRenderer(kind)}
          editor={
            showMaterials
              ? {
                  surfaces: drafts.map((d) => ({
                    id: d.key,
                    label: d.label,
                    corners: d.corners,
                    lengthCorners: d.lengthCorners,
                    lengthText: lengthText(d),
                  })),
                  activeId: activeKey,
                  cornerLabel: T.corner,
                  onMove: (key, corner, point) => {
                    const draft = drafts.find((d) => d.key === key);
                    if (!draft) return;
                    const corners = draft.corners.map((c, i) => (i === corner ? point : c));
                    change(key, { corners: corners as unknown as SurfaceDraft['corners'] });
                  },
                }
              : undefined
          }
        />
        <div className="sr-photo-room__toolbar">
          <Button
            variant="secondary"
            aria-pressed={!showMaterials}
            onClick={() => setShowMaterials((s) => !s)}
          >
            {T.compare}
          </Button>
          {active && showMaterials && (
            <CornerSuggestion
              surface={active}
              ask={(body) => suggestCorners(projectId, photo.id, body)}
              currentCorners={(key) => latest.current.find((d) => d.key === key)?.corners ?? null}
              onCorners={(key, corners) => change(key, { corners })}
            />
          )}
          {renderer === 'canvas' && <p className="sr-photo-room__note">{T.webglMissing}</p>}
        </div>
      </div>
      <div className="sr-photo-room__side">
        <p className="sr-photo-room__intro">{T.intro}</p>
        <h4 className="sr-photo-room__subheading">{T.surfaces}</h4>
        {drafts.length === 0 && <p>{T.noSurfaces}</p>}
        <ul className="sr-photo-room__surfaces">
          {drafts.map((d, i) => (
            <li key={d.key}>
              <Button
                variant={d.key === activeKey ? 'primary' : 'secondary'}
                aria-pressed={d.key === activeKey}
                onClick={() => setActiveKey(d.key)}
              >
                {d.label || T.unnamed}
                {bySurface.has(i) ? ' ⚠' : ''}
              </Button>
            </li>
          ))}
        </ul>
        <div className="sr-photo-room__add">
          <Button variant="secondary" disabled={drafts.length >= MAX_SURFACES} onClick={() => add('floor')}>
            {T.addFloor}
          </Button>
          <Button variant="secondary" disabled={drafts.length >= MAX_SURFACES} onClick={() => add('wall')}>
            {T.addWall}
          </Button>
        </div>
        {active && (
          <SurfaceFields
            draft={active}
            errors={bySurface.get(activeIndex) ?? {}}
            onChange={(changes) => change(active.key, changes)}
            onChooseProduct={() => setPicking(true)}
            onRemove={() => remove(active.key)}
          />
        )}
        <div className="sr-photo-room__actions">
          <Button disabled={busy !== null} onClick={() => void save()}>
            {busy === 'saving' ? T.saving : T.save}
          </Button>
          <Button
            variant="secondary"
            disabled={busy !== null || laid.length === 0}
            onClick={() => void share()}
          >
            {busy === 'sharing' ? T.sharing : T.share}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {T.close}
          </Button>
        </div>
      </div>
      {active && (
        <ProductPicker
          projectId={projectId}
          kind={active.kind}
          open={picking}
          onClose={() => setPicking(false)}
          onPick={({ product, sizeId, colour }) => {
            change(active.key, { product, sizeId, colour });
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

/**
 * "Your room" (issue #26, decision 0114): a room photo with materials laid on its floor and walls.
 * Every participant of the project may lay and save them (as they add photos), and share the picture
 * in the project's chat.
 */
export function PhotoRoomEditor(props: PhotoRoomEditorProps) {
  const { projectId, photo } = props;
  const surfaces = useResource(`photo-surfaces:${projectId}:${photo.id}`, (signal) =>
    loadPhotoSurfaces(projectId, photo.id, signal),
  );
  const { state } = surfaces;
  const headingId = `sr-photo-room-${photo.id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a photo's button: the keyboard and screen reader land on the editor.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="sr-photo-room" aria-labelledby={headingId}>
      <StyleSheet name="sr-photo-room" css={css} />
      <h3 ref={heading} id={headingId} className="sr-photo-room__heading" tabIndex={-1}>
        {T.title(photo.name)}
      </h3>
      {(state.status === 'idle' || state.status === 'loading') && <p role="status">{T.loading}</p>}
      {state.status === 'error' && (
        <p role="alert">
          {T.loadFailed} <Button onClick={surfaces.retry}>{T.tryAgain}</Button>{' '}
          <Button variant="secondary" onClick={props.onClose}>
            {T.close}
          </Button>
        </p>
      )}
      {state.status === 'ready' && <Editor {...props} saved={state.data} />}
    </section>
  );
}
