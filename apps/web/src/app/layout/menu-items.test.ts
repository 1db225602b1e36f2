import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../content/services';
import { getMenuSections, isMenuAction, isMenuGroup, type MenuEntry, type MenuSection } from './menu-items';

const flat = (section: MenuSection) =>
  (section.children ?? []).flatMap((entry: MenuEntry) => (isMenuGroup(entry) ? entry.children : [entry]));
const describeEntry = (entry: MenuEntry) =>
  isMenuAction(entry)
    ? [entry.label, `action:${entry.action}`]
    : isMenuGroup(entry)
      ? []
      : [entry.label, entry.to];

describe('menu items', () => {
  const visitor = getMenuSections(false);
  const user = getMenuSections(true);
  const byId = (id: string) => {
    const section = [...visitor, ...user].find((s) => s.id === id);
    if (!section) throw new Error(`missing ${id}`);
    return section;
  };

  it('lists the sections in order, LOGIN for visitors and PERFIL for logged-in users', () => {
    expect(visitor.map((s) => [s.label, s.to])).toEqual([
      ['Quem somos', '/quemsomos'],
      ['Serviços', '/servicos'],
      ['Vagas', '/vagas'],
      ['Candidatos', '/candidatos'],
      ['Classificados', '/classificados'],
      ['LOGIN', '/login'],
    ]);
    expect(user.map((s) => s.label)).toEqual([
      'Quem somos',
      'Serviços',
      'Vagas',
      'Candidatos',
      'Classificados',
      'PERFIL',
    ]);
    expect(byId('login').children).toBeUndefined();
  });

  it('Quem somos: sections, mission with scroll target, the blog, legal pages at top level', () => {
    expect(flat(byId('quemsomos')).map(describeEntry)).toEqual([
      ['Quem somos', '/quemsomos/quemsomos'],
      ['Missão, Visão e Valores', '/quemsomos/missao'],
      ['Blog', '/blog'],
      ['Políticas de Privacidade', '/politicaprivacidade'],
      ['Termos de Uso', '/termodeuso'],
    ]);
    const mission = flat(byId('quemsomos'))[1];
    expect(mission && 'scrollTo' in mission ? mission.scrollTo : null).toBe('missao');
  });

  it('Serviços: 14 numbered links /servicos/1 … /servicos/14', () => {
    const links = flat(byId('servicos')).map(describeEntry);
    expect(links).toHaveLength(14);
    expect(links[0]).toEqual(['1. Diagnóstico 360', '/servicos/1']);
    expect(links[2]).toEqual([
      '3. Treinamento em escaneamento intraoral e impressão de modelos 3D',
      '/servicos/3',
    ]);
    expect(links[13]).toEqual(['14. Organização de eventos e palestras', '/servicos/14']);
    expect(links.map(([, to]) => to)).toEqual(SERVICES.map((_, i) => `/servicos/${i + 1}`));
    expect(SERVICES.every((s) => s.summary.length > 20 && s.summary.endsWith('.'))).toBe(true);
  });

  it('Vagas: the five job titles, each to /vagas filtered by its professions', () => {
    expect(flat(byId('vagas')).map(describeEntry)).toEqual([
      ['Dentista Radiologista', '/vagas?tipos_profissao=Dentista+Radiologista'],
      ['TSB', '/vagas?tipos_profissao=TSB'],
      ['ASB', '/vagas?tipos_profissao=ASB'],
      [
        'Técnico e Tecnólogo de Radiologia',
        `/vagas?tipos_profissao=${encodeURIComponent('Tecnólogo')}&tipos_profissao=${encodeURIComponent('Técnico')}`,
      ],
      ['Recepcionista', '/vagas?tipos_profissao=Recepcionista'],
    ]);
  });

  it('Candidatos, Classificados and PERFIL', () => {
    expect(flat(byId('candidatos')).map(describeEntry)).toEqual([
      ['Crie seu currículo', '/candidatos/cadastrar'],
      ['Ache profissionais', '/candidatos'],
    ]);
    expect(byId('classificados').badge).toBeUndefined();
    expect(flat(byId('classificados')).map(describeEntry)).toEqual([
      ['Quero vender', '/classificados?tipo=venda'],
      ['Quero comprar', '/classificados?tipo=compra'],
    ]);
    expect(flat(byId('perfil')).map(describeEntry)).toEqual([
      ['Meu Perfil', '/perfil2'],
      ['Sair', 'action:logout'],
    ]);
  });
});

describe('the job links of each account type', () => {
  const links = (sections: MenuSection[], id: string) =>
    (sections.find((s) => s.id === id)?.children ?? []).flatMap((e) =>
      isMenuGroup(e) ? [] : [describeEntry(e)],
    );

  it('gives a clinic Minhas vagas in VAGAS and PERFIL', () => {
    const clinic = getMenuSections(true, 'clinica');
    expect(links(clinic, 'vagas').at(-1)).toEqual(['Minhas vagas', '/minhas-vagas']);
    expect(links(clinic, 'perfil')).toEqual([
      ['Meu Perfil', '/perfil2'],
      ['Minhas vagas', '/minhas-vagas'],
      ['Sair', 'action:logout'],
    ]);
  });

  it('gives a candidate Minhas candidaturas, and a visitor neither', () => {
    const candidate = getMenuSections(true, 'candidato');
    expect(links(candidate, 'vagas').at(-1)).toEqual(['Minhas candidaturas', '/minhas-candidaturas']);
    expect(links(candidate, 'perfil')[1]).toEqual(['Minhas candidaturas', '/minhas-candidaturas']);
    const visitor = getMenuSections(false).flatMap((s) => links([s], s.id));
    expect(visitor.flat()).not.toContain('/minhas-vagas');
    expect(visitor.flat()).not.toContain('/minhas-candidaturas');
  });

  it('gives an administrator ADMIN, with the back office and Sair, instead of PERFIL', () => {
    const admin = getMenuSections(true, 'admin');
    expect(admin.map((s) => s.label).slice(-2)).toEqual(['Classificados', 'ADMIN']);
    expect(admin.find((s) => s.id === 'perfil')).toBeUndefined();
    expect(links(admin, 'admin')).toEqual([
      ['Painel', '/admin'],
      ['Solicitações de proposta', '/admin/contatos'],
      ['Contas', '/admin/usuarios'],
      ['Auditoria', '/admin/auditoria'],
      ['Fila', '/admin/fila'],
      ['Anúncios', '/admin/anuncios'],
      ['Blog', '/admin/blog'],
      ['Sair', 'action:logout'],
    ]);
  });
});
