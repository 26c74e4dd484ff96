import type { ScoreDocument } from '@ergo/contracts';
import { Alert, Badge, Button, Card, Group, List, Modal, Slider, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useChooseWorker, type WorkerPick } from '../api/choose-worker';
import { formatTime } from '../lib/format';

type People = NonNullable<ScoreDocument['people']>;
type Track = People['tracks'][number];

const seen = (track: Track) => ({
  from: track.samples[0]?.time ?? 0,
  to: track.samples.at(-1)?.time ?? 0,
});

/** The middle moment a person was seen, and the centre of their box then: a pick for a list button. */
function middlePick(track: Track): WorkerPick | null {
  const sample = track.samples[Math.floor((track.samples.length - 1) / 2)];
  if (!sample) return null;
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = sample.box;
  return { time: sample.time, x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
}

/**
 * Who the scores are of, in a video with several people: how many were seen, which one the
 * analysis follows and why, which stretches are left unscored because they are not that person's,
 * and a way to analyse someone else (no credit: the same video).
 */
export function PeopleCard({
  type,
  id,
  people,
  videoSize,
  videoSrc,
  onSeek,
}: {
  type: string;
  id: string;
  people: People | null;
  videoSize: ScoreDocument['video_size'];
  videoSrc: string | null;
  onSeek: (time: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  if (!people || (people.tracks.length < 2 && people.gaps.length === 0)) return null;
  const time = (s: number) => formatTime(s, i18n.language);
  const canChoose = Boolean(videoSrc && videoSize) && people.tracks.length > 0;
  return (
    <Card withBorder padding="md" data-testid="people-card">
      <Stack gap="xs">
        <Group gap="xs">
          <IconUsers size={18} aria-hidden />
          <Text fw={600}>{t('assessmentDetail.people.title')}</Text>
        </Group>
        <Text size="sm">
          {t('assessmentDetail.people.summary', { count: people.tracks.length })}{' '}
          {people.worker === null
            ? t('assessmentDetail.people.no_worker')
            : t(
                people.chosen_by === 'user'
                  ? 'assessmentDetail.people.chosen_by_user'
                  : 'assessmentDetail.people.chosen_by_default',
                { person: people.worker },
              )}
        </Text>
        {people.gaps.length > 0 ? (
          <>
            <Text size="sm" fw={500}>
              {t('assessmentDetail.people.gaps_title')}
            </Text>
            <List size="sm" spacing={2} data-testid="people-gaps">
              {people.gaps.map((gap) => (
                <List.Item key={`${gap.from}-${gap.reason}`}>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => onSeek(gap.from)}
                    aria-label={t('assessmentDetail.people.seek', { time: time(gap.from) })}
                  >
                    {gap.to > gap.from ? `${time(gap.from)}–${time(gap.to)}` : time(gap.from)}
                  </Button>{' '}
                  {t(`assessmentDetail.people.gap.${gap.reason}`)}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
        {canChoose ? (
          <Group>
            <Button variant="light" onClick={() => setChoosing(true)} data-testid="choose-person">
              {t('assessmentDetail.people.choose')}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('assessmentDetail.people.no_video')}
          </Text>
        )}
      </Stack>
      {canChoose && videoSrc && videoSize ? (
        <ChoosePersonModal
          opened={choosing}
          onClose={() => setChoosing(false)}
          type={type}
          id={id}
          people={people}
          videoSize={videoSize}
          videoSrc={videoSrc}
        />
      ) : null}
    </Card>
  );
}

function ChoosePersonModal({
  opened,
  onClose,
  type,
  id,
  people,
  videoSize,
  videoSrc,
}: {
  opened: boolean;
  onClose: () => void;
  type: string;
  id: string;
  people: People;
  videoSize: { width: number; height: number };
  videoSrc: string;
}) {
  const { t, i18n } = useTranslation();
  const choose = useChooseWorker(type, id);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const { times, busiest } = usePersonMoments(people);
  const [index, setIndex] = useState(busiest);
  const [picked, setPicked] = useState<{ track: number; pick: WorkerPick } | null>(null);
  const now = times[index] ?? 0;
  useEffect(() => {
    if (videoRef.current) videoRef.current.currentTime = now;
  }, [now, opened]);

  const boxes = people.tracks.flatMap((track) => {
    const sample = track.samples.find((s) => s.time === now);
    return sample ? [{ track, box: sample.box }] : [];
  });
  const clickPoint = (event: MouseEvent<HTMLElement>, track: Track) => {
    const frame = event.currentTarget.parentElement?.getBoundingClientRect();
    // a keyboard press has no point: the box's centre stands for the person
    const sample = track.samples.find((s) => s.time === now);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = sample?.box ?? [];
    const fromMouse = frame && event.detail > 0 && frame.width > 0;
    setPicked({
      track: track.id,
      pick: {
        time: now,
        x: fromMouse
          ? ((event.clientX - frame.left) / frame.width) * videoSize.width
          : (x0 + x1) / 2,
        y: fromMouse
          ? ((event.clientY - frame.top) / frame.height) * videoSize.height
          : (y0 + y1) / 2,
      },
    });
  };
  const submit = (pick: WorkerPick) =>
    choose.mutate(pick, {
      onSuccess: () => {
        notifySuccess(t('assessmentDetail.people.queued'));
        onClose();
      },
    });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('assessmentDetail.people.choose_title')}
      data-testid="choose-person-modal"
    >
      <Stack gap="sm">
        <Text size="sm">{t('assessmentDetail.people.choose_hint')}</Text>
        <div
          style={{
            position: 'relative',
            aspectRatio: `${videoSize.width} / ${videoSize.height}`,
            background: '#101113',
            borderRadius: 8,
            overflow: 'hidden',
          }}
        >
          <video
            ref={videoRef}
            src={videoSrc}
            muted
            playsInline
            preload="auto"
            aria-hidden
            style={{ width: '100%', height: '100%', display: 'block' }}
          />
          {boxes.map(({ track, box }) => (
            <PersonBox
              key={track.id}
              track={track}
              box={box}
              analysed={track.id === people.worker}
              selected={picked?.track === track.id}
              videoSize={videoSize}
              onPick={(event) => clickPoint(event, track)}
            />
          ))}
        </div>
        <Slider
          min={0}
          max={Math.max(0, times.length - 1)}
          step={1}
          value={index}
          onChange={(value) => {
            setIndex(value);
            setPicked(null);
          }}
          label={(value) => formatTime(times[value] ?? 0, i18n.language)}
          aria-label={t('assessmentDetail.people.moment')}
        />
        <Text size="sm" c="dimmed" data-testid="choose-person-time">
          {t('assessmentDetail.people.at', { time: formatTime(now, i18n.language) })}
        </Text>
        <PeopleList people={people} onPick={(track, pick) => setPicked({ track, pick })} />
        {choose.error ? (
          <Alert color="red" data-testid="choose-person-error">
            {choose.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!picked || picked.track === people.worker}
            loading={choose.isPending}
            onClick={() => picked && submit(picked.pick)}
            data-testid="analyse-person"
          >
            {picked
              ? t('assessmentDetail.people.analyse', { person: picked.track })
              : t('assessmentDetail.people.analyse_none')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('assessmentDetail.people.no_credit')}
        </Text>
      </Stack>
    </Modal>
  );
}

/**
 * The moments the people were located (the picture shows their boxes exactly there), and the one
 * with the most people in the picture, where the chooser opens: it shows who is who.
 */
function usePersonMoments(people: People) {
  const times = useMemo(
    () =>
      [...new Set(people.tracks.flatMap((track) => track.samples.map((s) => s.time)))].sort(
        (a, b) => a - b,
      ),
    [people],
  );
  const busiest = useMemo(() => {
    let best = 0;
    let most = -1;
    times.forEach((time, i) => {
      const count = people.tracks.filter((t) => t.samples.some((s) => s.time === time)).length;
      if (count > most) {
        most = count;
        best = i;
      }
    });
    return best;
  }, [people, times]);
  return { times, busiest };
}

const pct = (value: number, of: number) => `${(value / of) * 100}%`;

/** One located person's box over the picture, a button named after them (their label drawn on it). */
function PersonBox({
  track,
  box: [x0 = 0, y0 = 0, x1 = 0, y1 = 0],
  analysed,
  selected,
  videoSize,
  onPick,
}: {
  track: Track;
  box: readonly number[];
  analysed: boolean;
  selected: boolean;
  videoSize: { width: number; height: number };
  onPick: (event: MouseEvent<HTMLElement>) => void;
}) {
  const { t } = useTranslation();
  const colour = selected ? '#1c7ed6' : analysed ? '#0ca678' : '#f59f00';
  return (
    <button
      type="button"
      data-testid={`person-box-${track.id}`}
      aria-pressed={selected}
      aria-label={t(
        analysed ? 'assessmentDetail.people.person_analysed' : 'assessmentDetail.people.person',
        { person: track.id },
      )}
      onClick={onPick}
      style={{
        position: 'absolute',
        left: pct(x0, videoSize.width),
        top: pct(y0, videoSize.height),
        width: pct(x1 - x0, videoSize.width),
        height: pct(y1 - y0, videoSize.height),
        border: `${selected ? 4 : 2}px ${analysed ? 'solid' : 'dashed'} ${colour}`,
        borderRadius: 6,
        background: selected ? 'rgba(28,126,214,0.15)' : 'transparent',
        cursor: 'pointer',
        padding: 0,
      }}
    >
      <span
        style={{
          position: 'absolute',
          // above the box, or inside it when the box touches the top of the picture
          ...(y0 / videoSize.height < 0.08 ? { top: 0 } : { bottom: '100%' }),
          // from the box's right edge when the box is near the right of the picture
          ...(x0 / videoSize.width > 0.7 ? { right: -2 } : { left: -2 }),
          whiteSpace: 'nowrap',
          background: colour,
          color: '#000',
          fontSize: 12,
          fontWeight: 600,
          lineHeight: '18px',
          padding: '0 6px',
          borderRadius: 4,
        }}
      >
        {t(
          analysed ? 'assessmentDetail.people.person_analysed' : 'assessmentDetail.people.person',
          { person: track.id },
        )}
      </span>
    </button>
  );
}

/** Everyone located, when they are seen, the analysed one marked, the others selectable. */
function PeopleList({
  people,
  onPick,
}: {
  people: People;
  onPick: (track: number, pick: WorkerPick) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <List size="sm" spacing={4}>
      {people.tracks.map((track) => {
        const { from, to } = seen(track);
        const pick = middlePick(track);
        return (
          <List.Item key={track.id}>
            {t('assessmentDetail.people.seen', {
              person: track.id,
              from: formatTime(from, i18n.language),
              to: formatTime(to, i18n.language),
            })}{' '}
            {track.id === people.worker ? (
              <Badge variant="light" color="teal" size="sm">
                {t('assessmentDetail.people.analysed')}
              </Badge>
            ) : pick ? (
              <Button variant="subtle" size="compact-sm" onClick={() => onPick(track.id, pick)}>
                {t('assessmentDetail.people.select', { person: track.id })}
              </Button>
            ) : null}
          </List.Item>
        );
      })}
    </List>
  );
}
