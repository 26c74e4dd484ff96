import { Anchor, Card, Mark, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchHit } from '../lib/search';
import { guidePath } from './guide-link';

/** The places of the guides that hold every word of the query, each with a marked snippet. */
export function SearchResults({ query, hits }: { query: string; hits: SearchHit[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="resources-results">
      <Title order={2} size="h4" id="resources-results">
        {t('resources.search.results_title')}
      </Title>
      <Text size="sm" c="gray.7" role="status" data-testid="resources-search-status">
        {hits.length > 0
          ? t('resources.search.results', { count: hits.length, query: query.trim() })
          : t('resources.search.none', { query: query.trim() })}
      </Text>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {hits.map((hit) => (
          <li key={`${hit.guide}-${hit.anchor ?? ''}`}>
            <Card withBorder radius="md" padding="md" data-testid="resources-hit">
              <Stack gap={4}>
                <Text size="xs" c="gray.7" fw={600}>
                  {hit.guideTitle}
                </Text>
                <Title order={3} size="h5">
                  <Anchor
                    c="blue.8"
                    component={Link}
                    to={guidePath({ guide: hit.guide, section: hit.anchor ?? undefined })}
                  >
                    {hit.title}
                  </Anchor>
                </Title>
                <Text size="sm" c="gray.8">
                  {hit.snippet.map((part, index) =>
                    part.match ? <Mark key={index}>{part.text}</Mark> : part.text,
                  )}
                </Text>
              </Stack>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
