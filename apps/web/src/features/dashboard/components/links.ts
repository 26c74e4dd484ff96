/** Where each dashboard figure leads: the list it summarises, with the same filters. */
export const dashboardLinks = {
  latestAt: (level: string, type?: string) => {
    const query = new URLSearchParams({ latest: 'true', risk_level: level });
    if (type) query.set('type', type);
    return `/assessments?${query.toString()}`;
  },
  highRisk: () => '/assessments?latest=true&risk_level=high%2Cvery_high',
  latestOfOperation: (operationId: string) =>
    `/assessments?latest=true&operation=${encodeURIComponent(operationId)}`,
  analysing: () => '/assessments?status=analysing',
  notEnoughMeasured: () => '/assessments?coverage=insufficient',
  operation: (id: string) => `/operations/${encodeURIComponent(id)}`,
  assessment: (type: string, id: string) =>
    `/assessments/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
  board: () => '/improvements',
};
