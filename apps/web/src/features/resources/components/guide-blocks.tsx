import { ActionIcon, Alert, Box, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBulb, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Block, Section, SubSection, Table as TableBlock } from '../content/types';
import { BandsFigure } from './bands-figure';
import { CameraFigure } from './camera-figure';

/** Headings stay clear of the app's fixed header when a link scrolls to them. */
const ANCHOR_OFFSET = { scrollMarginTop: 80 };

function GuideTable({ block }: { block: TableBlock }) {
  return (
    // A wide table scrolls sideways on a phone; the region is focusable so the keyboard can too.
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={block.caption}
      data-testid="guide-table"
    >
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing="xs"
        fz="sm"
        miw={block.head.length > 2 ? 520 : undefined}
      >
        <Table.Caption
          style={{
            captionSide: 'top',
            textAlign: 'left',
            fontWeight: 600,
            color: 'var(--mantine-color-text)',
          }}
        >
          {block.caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {block.head.map((cell) => (
              <Table.Th key={cell} scope="col">
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {block.rows.map((row, r) => (
            <Table.Tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <Table.Th key={c} scope="row" fw={600}>
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={c}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

export function GuideBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return <Text style={{ lineHeight: 1.65 }}>{block.text}</Text>;
    case 'list':
      return (
        <List
          type={block.ordered ? 'ordered' : 'unordered'}
          spacing="xs"
          style={{ lineHeight: 1.6 }}
        >
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
    case 'note':
      return (
        <Alert
          variant="light"
          color={block.tone === 'warning' ? 'orange' : 'blue'}
          icon={block.tone === 'warning' ? <IconAlertTriangle size={18} /> : <IconBulb size={18} />}
        >
          <Text size="sm" c="gray.9">
            {block.text}
          </Text>
        </Alert>
      );
    case 'table':
      return <GuideTable block={block} />;
    case 'figure':
      return block.figure === 'camera' ? (
        <CameraFigure block={block} />
      ) : (
        <BandsFigure block={block} />
      );
  }
}

/** A heading with its anchor link, so a section's address can be copied. */
function AnchoredTitle({ id, title, order }: { id: string; title: string; order: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={id} style={ANCHOR_OFFSET}>
        {title}
      </Title>
      <ActionIcon
        component="a"
        href={`#${id}`}
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('resources.guide.section_link', { section: title })}
      >
        <IconLink size={14} />
      </ActionIcon>
    </Group>
  );
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => <GuideBlock key={index} block={block} />);
}

function GuideSubSection({ sub }: { sub: SubSection }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={sub.id}>
      <AnchoredTitle id={sub.id} title={sub.title} order={3} />
      <Blocks blocks={sub.blocks} />
    </Stack>
  );
}

export function GuideSection({ section }: { section: Section }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={section.id}>
      <AnchoredTitle id={section.id} title={section.title} order={2} />
      <Blocks blocks={section.blocks} />
      {section.subsections?.map((sub) => (
        <GuideSubSection key={sub.id} sub={sub} />
      ))}
    </Stack>
  );
}
