import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BocsTab } from './BocsTab';
import { BrandsTab } from './BrandsTab';
import { CompanyListTab } from './CompanyListTab';
import { StoresTab } from './StoresTab';
import { TenantsTab } from './TenantsTab';
import { useOrganisation } from './useOrganisation';

const TABS = [
  { id: 'companyList', title: 'Company list' },
  { id: 'stores', title: 'Stores' },
  { id: 'bocs', title: 'BOCs' },
  { id: 'brands', title: 'Brands and time zones' },
  { id: 'tenants', title: 'Tenants' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const enterpriseParam = (raw: string | null): number | undefined =>
  raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;

/**
 * /CompanyMasterList (issue 20): the company list is the default tab (every enterprise, or with
 * ?enterprise={id} that enterprise's company view), then stores, BOCs, brands and time zones, tenants.
 * Creating and editing shows only to the roles the admin permission table allows.
 */
export function CompanyMasterListPage() {
  const organisation = useOrganisation();
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'companyList';
  const enterpriseId = enterpriseParam(params.get('enterprise'));
  const choose = (next: string | null) => {
    const nextParams = new URLSearchParams(params);
    if (!next || next === 'companyList') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams);
  };
  const openEnterprise = (id: number | undefined) => {
    const nextParams = new URLSearchParams();
    if (id !== undefined) nextParams.set('enterprise', String(id));
    setParams(nextParams);
  };
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Title order={1} fz="h3">
        Company master list
      </Title>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.id} value={t.id}>
              {t.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="companyList" pt="md">
          <CompanyListTab organisation={organisation} enterpriseId={enterpriseId} onOpen={openEnterprise} />
        </Tabs.Panel>
        <Tabs.Panel value="stores" pt="md">
          <StoresTab organisation={organisation} enterpriseId={enterpriseId} />
        </Tabs.Panel>
        <Tabs.Panel value="bocs" pt="md">
          <BocsTab organisation={organisation} enterpriseId={enterpriseId} />
        </Tabs.Panel>
        <Tabs.Panel value="brands" pt="md">
          <BrandsTab organisation={organisation} />
        </Tabs.Panel>
        <Tabs.Panel value="tenants" pt="md">
          <TenantsTab organisation={organisation} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
