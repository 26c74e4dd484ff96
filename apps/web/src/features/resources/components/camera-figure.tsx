import { Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CameraFigure as CameraFigureBlock } from '../content/types';

const INK = '#1f2937';
const VIEW = '#1d4ed8';
const WRONG = '#b91c1c';
const GROUND = 145;

/** A worker seen from the side, bending slightly over a box held at waist height. */
function Worker({ x, dark = false }: { x: number; dark?: boolean }) {
  const stroke = dark ? '#111827' : INK;
  const width = dark ? 7 : 4;
  return (
    <g stroke={stroke} strokeWidth={width} strokeLinecap="round" fill="none">
      <circle cx={x - 14} cy={58} r={9} fill={dark ? '#111827' : '#fff'} strokeWidth={3} />
      <line x1={x - 10} y1={70} x2={x} y2={105} />
      <line x1={x} y1={105} x2={x - 3} y2={125} />
      <line x1={x - 3} y1={125} x2={x - 6} y2={GROUND} />
      <line x1={x} y1={105} x2={x + 5} y2={125} />
      <line x1={x + 5} y1={125} x2={x + 6} y2={GROUND} />
      <line x1={x - 10} y1={72} x2={x - 22} y2={95} />
      <rect
        x={x - 40}
        y={92}
        width={20}
        height={16}
        fill={dark ? '#111827' : '#d6b98c'}
        stroke={stroke}
        strokeWidth={2}
      />
    </g>
  );
}

/** A camera on a tripod, its lens at `lensY`, looking right (or down at `aimY`). */
function Camera({ x, lensY }: { x: number; lensY: number }) {
  return (
    <g stroke={INK} strokeWidth={2.5} strokeLinecap="round">
      <line x1={x} y1={lensY + 8} x2={x - 12} y2={GROUND} />
      <line x1={x} y1={lensY + 8} x2={x + 12} y2={GROUND} />
      <line x1={x} y1={lensY + 8} x2={x} y2={GROUND} />
      <rect x={x - 12} y={lensY - 7} width={22} height={15} rx={2} fill="#374151" />
      <rect x={x + 10} y={lensY - 4} width={6} height={9} fill="#374151" />
    </g>
  );
}

/** The camera's field of view: two dashed lines from the lens to `top` and `bottom` at x = 235. */
function View({ x, y, top, bottom }: { x: number; y: number; top: number; bottom: number }) {
  return (
    <g stroke={VIEW} strokeWidth={1.5} strokeDasharray="5 4" fill="none">
      <line x1={x} y1={y} x2={235} y2={top} />
      <line x1={x} y1={y} x2={235} y2={bottom} />
    </g>
  );
}

function Ground() {
  return <line x1={5} y1={GROUND} x2={235} y2={GROUND} stroke="#6b7280" strokeWidth={2} />;
}

function Scene({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 240 170"
      width="100%"
      aria-hidden
      focusable="false"
      style={{ display: 'block' }}
    >
      <rect x={0} y={0} width={240} height={170} fill="#f8fafc" />
      {children}
    </svg>
  );
}

function Panel({
  good,
  verdict,
  caption,
  children,
}: {
  good: boolean;
  verdict: string;
  caption: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xs" data-testid={good ? 'camera-good' : 'camera-bad'}>
      <Stack gap={6}>
        {children}
        <Group gap={6} wrap="nowrap" align="flex-start">
          {good ? (
            <IconCircleCheckFilled size={20} color="#15803d" aria-hidden style={{ flex: 'none' }} />
          ) : (
            <IconCircleXFilled size={20} color={WRONG} aria-hidden style={{ flex: 'none' }} />
          )}
          <Text size="sm" c="gray.9">
            <Text span fw={700} size="sm">
              {`${verdict}: `}
            </Text>
            {caption}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Good and bad camera placement (filming guide). The drawings are decorative; each panel says in
 * words what it shows, and the figure's description is there for screen readers.
 */
export function CameraFigure({ block }: { block: CameraFigureBlock }) {
  const { panels, verdicts, labels } = block;
  return (
    <figure style={{ margin: 0 }} data-testid="camera-figure">
      <Text component="figcaption" fw={600} size="sm" mb="xs">
        {block.title}
        <VisuallyHidden>{` — ${block.description}`}</VisuallyHidden>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Panel good verdict={verdicts.good} caption={panels.good}>
          <Scene>
            <Ground />
            <View x={56} y={100} top={30} bottom={160} />
            <Camera x={40} lensY={100} />
            <Worker x={185} />
            <line x1={40} y1={158} x2={185} y2={158} stroke={INK} strokeWidth={1.5} />
            <path d="M40 154 L40 162 M185 154 L185 162" stroke={INK} strokeWidth={1.5} />
            <text x={112} y={153} textAnchor="middle" fontSize={12} fill={INK}>
              {labels.distance}
            </text>
            <line x1={62} y1={105} x2={178} y2={105} stroke="#6b7280" strokeDasharray="2 3" />
            <text x={112} y={100} textAnchor="middle" fontSize={11} fill={INK}>
              {labels.height}
            </text>
          </Scene>
        </Panel>
        <Panel good={false} verdict={verdicts.bad} caption={panels.close}>
          <Scene>
            <Ground />
            <View x={141} y={100} top={78} bottom={122} />
            <Camera x={125} lensY={100} />
            <Worker x={200} />
            <circle cx={186} cy={58} r={14} fill="none" stroke={WRONG} strokeWidth={2.5} />
            <ellipse
              cx={200}
              cy={144}
              rx={18}
              ry={8}
              fill="none"
              stroke={WRONG}
              strokeWidth={2.5}
            />
          </Scene>
        </Panel>
        <Panel good={false} verdict={verdicts.bad} caption={panels.high}>
          <Scene>
            <Ground />
            <View x={56} y={22} top={60} bottom={175} />
            <Camera x={40} lensY={22} />
            <Worker x={185} />
            <line
              x1={56}
              y1={22}
              x2={185}
              y2={105}
              stroke={WRONG}
              strokeWidth={2.5}
              strokeDasharray="8 4"
            />
          </Scene>
        </Panel>
        <Panel good={false} verdict={verdicts.bad} caption={panels.backlit}>
          <Scene>
            <Ground />
            <rect
              x={150}
              y={20}
              width={80}
              height={95}
              fill="#fde68a"
              stroke="#92400e"
              strokeWidth={2}
            />
            <line x1={190} y1={20} x2={190} y2={115} stroke="#92400e" strokeWidth={2} />
            <line x1={150} y1={67} x2={230} y2={67} stroke="#92400e" strokeWidth={2} />
            <text x={190} y={14} textAnchor="middle" fontSize={11} fill="#78350f">
              {labels.window}
            </text>
            <View x={56} y={100} top={30} bottom={160} />
            <Camera x={40} lensY={100} />
            <Worker x={185} dark />
          </Scene>
        </Panel>
      </SimpleGrid>
    </figure>
  );
}
