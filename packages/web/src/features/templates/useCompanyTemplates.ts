import {
  officeScopeOf,
  type Lead,
  type OfficeScope,
  type RenderedTemplate,
  type TemplateFamily,
  type TemplateRecord,
  type UserSession,
} from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';

/** Texts only (the dynamic list, means of contact SMS) or every company template of the family. */
export type CompanyTemplateFilter = 'texts' | 'all';

export const familyOfLead = (lead: Pick<Lead, 'type'>): TemplateFamily =>
  (lead.type ?? 'SERVICE') === 'SERVICE' ? 'service' : 'sales';

/** The office scope of a family: service templates live in the Service division, sales in a sales one. */
export function familyScope(session: UserSession, family: TemplateFamily): OfficeScope {
  const scope = officeScopeOf(session);
  if (family === 'service') return { ...scope, divisionId: 'DIV004' };
  return { ...scope, divisionId: scope.divisionId === 'DIV004' ? 'DIV001' : scope.divisionId };
}

/** The company templates a lead's family offers, and filling one in for the lead. */
export function useCompanyTemplates(lead: Lead, session: UserSession, filter: CompanyTemplateFilter) {
  const { companyTemplates } = useServices();
  const family = familyOfLead(lead);
  const [state, setState] = useState<{ loading: boolean; templates: readonly TemplateRecord[] }>({
    loading: true,
    templates: [],
  });
  useEffect(() => {
    let live = true;
    const scope = familyScope(session, family);
    const request =
      filter === 'texts'
        ? companyTemplates.dynamicTemplates({ ...scope, moc: 'SMS' })
        : companyTemplates.templates(family, scope);
    void request.then((page) => {
      if (!live) return;
      if (!page.ok) showFailure(page.error);
      setState({ loading: false, templates: page.ok ? page.value.data : [] });
    });
    return () => {
      live = false;
    };
  }, [companyTemplates, session, family, filter]);

  const fill = async (template: TemplateRecord): Promise<RenderedTemplate | null> => {
    const filled = await companyTemplates.populated(family, familyScope(session, family), {
      contactId: session.contactId,
      templateCode: template.templateCode,
      moc: template.moc ?? 'SMS',
      leadId: lead.id,
    });
    if (!filled.ok) {
      showFailure(filled.error);
      return null;
    }
    return {
      title: template.name ?? template.templateCode,
      subject: filled.value.subject ?? null,
      body: filled.value.body,
    };
  };
  return { ...state, family, fill } as const;
}
