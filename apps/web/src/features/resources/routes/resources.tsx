import {
  Card,
  CloseButton,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBook2,
  IconClipboardList,
  IconHelpCircle,
  IconSearch,
  IconVideo,
  IconChartBar,
  IconRoute,
} from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { SearchResults } from '../components/search-results';
import { guideList } from '../content';
import type { GuideSlug } from '../content/types';
import { searchGuides } from '../lib/search';

const ICONS: Record<GuideSlug, ReactNode> = {
  filming: <IconVideo size={22} />,
  data: <IconClipboardList size={22} />,
  choosing: <IconRoute size={22} />,
  reading: <IconChartBar size={22} />,
  faq: <IconHelpCircle size={22} />,
};

/** SPEC §1 Resource Centre: the five guides, and a search through every word of them. */
export function ResourcesRoute() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const guides = guideList(i18n.language);
  const hits = useMemo(
    () => searchGuides(guides, query, i18n.language),
    [guides, query, i18n.language],
  );
  const setQuery = (value: string) =>
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <PageHeader title={t('resources.title')} />
        {/* Not PageHeader's dimmed description: the summary keeps a 4.5:1 contrast. */}
        <Text size="sm" c="gray.7" mt={-12}>
          {t('resources.subtitle')}
        </Text>
      </div>
      <TextInput
        label={t('resources.search.label')}
        placeholder={t('resources.search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          query ? (
            <CloseButton
              aria-label={t('resources.search.clear')}
              onClick={() => setQuery('')}
              size="sm"
            />
          ) : null
        }
        type="search"
        size="md"
        maw={640}
        data-testid="resources-search"
      />
      {query.trim() ? (
        <SearchResults query={query} hits={hits} />
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="resources-guides">
          <Title order={2} size="h4" id="resources-guides">
            {t('resources.guides_title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {guides.map((guide) => (
              <Card
                key={guide.slug}
                withBorder
                radius="lg"
                padding="lg"
                component={Link}
                to={`/resources/${guide.slug}`}
                data-testid={`guide-card-${guide.slug}`}
                style={{ textDecoration: 'none', color: 'inherit' }}
              >
                <Stack gap="sm">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    {ICONS[guide.slug]}
                  </ThemeIcon>
                  <Title order={3} size="h5">
                    {guide.title}
                  </Title>
                  <Text size="sm" c="gray.7">
                    {guide.summary}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('resources.sections_count', { count: guide.sections.length })}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Text size="xs" c="gray.7">
        <IconBook2 size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('resources.footer')}
      </Text>
    </Stack>
  );
}
