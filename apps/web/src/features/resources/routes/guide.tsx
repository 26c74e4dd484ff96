import { Anchor, Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBook2 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { GuideSection } from '../components/guide-blocks';
import { guideList, guidesOf, isGuideSlug } from '../content';
import type { Guide } from '../content/types';

/** Scrolls to the section named in the address once the guide is on the page. */
function useScrollToHash(key: string) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, key]);
}

function OnThisPage({ guide }: { guide: Guide }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="nav" aria-labelledby="guide-toc">
      <Text fw={600} size="sm" mb="xs" id="guide-toc">
        {t('resources.guide.on_this_page')}
      </Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {guide.sections.map((section) => (
          <li key={section.id}>
            <Anchor href={`#${section.id}`} size="sm" c="blue.8">
              {section.title}
            </Anchor>
            {section.subsections ? (
              <Stack
                gap={4}
                component="ul"
                mt={4}
                style={{ listStyle: 'none', paddingLeft: 12, margin: 0 }}
              >
                {section.subsections.map((sub) => (
                  <li key={sub.id}>
                    <Anchor href={`#${sub.id}`} size="xs" c="blue.8">
                      {sub.title}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            ) : null}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

function OtherGuides({ current }: { current: Guide }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="nav" aria-labelledby="guide-others" data-testid="other-guides">
      <Title order={2} size="h4" id="guide-others" mb="sm">
        {t('resources.guide.other_guides')}
      </Title>
      <Group gap="sm">
        {guideList(i18n.language)
          .filter((guide) => guide.slug !== current.slug)
          .map((guide) => (
            <Button
              key={guide.slug}
              component={Link}
              to={`/resources/${guide.slug}`}
              variant="default"
              size="sm"
              leftSection={<IconBook2 size={16} aria-hidden />}
            >
              {guide.title}
            </Button>
          ))}
      </Group>
    </Box>
  );
}

/** One guide of the Resource Centre at its own address, `/resources/<guide>#<section>`. */
export function GuideRoute() {
  const { t, i18n } = useTranslation();
  const { guide: slug } = useParams();
  const guide = isGuideSlug(slug) ? guidesOf(i18n.language)[slug] : null;
  useScrollToHash(`${slug ?? ''}-${i18n.language}`);

  const back = (
    <Anchor component={Link} to="/resources" size="sm" c="blue.8" data-testid="guide-back">
      <Group gap={4} component="span" style={{ display: 'inline-flex' }}>
        <IconArrowLeft size={16} aria-hidden />
        {t('resources.guide.back')}
      </Group>
    </Anchor>
  );

  if (!guide)
    return (
      <Stack gap="lg">
        {back}
        <PageHeader title={t('resources.title')} />
        <EmptyState
          icon={<IconBook2 size={30} />}
          title={t('resources.guide.not_found_title')}
          body={t('resources.guide.not_found_body')}
          headingOrder={2}
          action={
            <Button component={Link} to="/resources">
              {t('resources.title')}
            </Button>
          }
        />
      </Stack>
    );

  return (
    <Stack gap="xs" maw={1200} data-testid={`guide-${guide.slug}`}>
      {back}
      <div>
        <PageHeader title={guide.title} />
        {/* Not PageHeader's dimmed description: the summary keeps a 4.5:1 contrast. */}
        <Text size="sm" c="gray.7" mt={-12} mb="lg">
          {guide.summary}
        </Text>
      </div>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Box style={{ position: 'sticky', top: 80 }}>
            <OnThisPage guide={guide} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap={36} maw={780}>
            {guide.sections.map((section) => (
              <GuideSection key={section.id} section={section} />
            ))}
            <OtherGuides current={guide} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
