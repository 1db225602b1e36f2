// Relations between the tables of schema.ts, for drizzle's relational queries, e.g.
// db.query.candidatos.findFirst({ with: { formacoes: true, endereco: true } }).
import { relations } from 'drizzle-orm';
import {
  arquivos,
  candidatos,
  candidaturas,
  clinicas,
  enderecosCandidato,
  experiencias,
  formacoes,
  infosClinica,
  radiologistas,
  recepcionistas,
  redefinicoesSenha,
  sessoes,
  tecnicos,
  usuarios,
  vagas,
  visualizacoes,
} from './schema';

export const usuariosRelations = relations(usuarios, ({ one, many }) => ({
  candidato: one(candidatos),
  clinica: one(clinicas),
  arquivos: many(arquivos),
  sessoes: many(sessoes),
  redefinicoesSenha: many(redefinicoesSenha),
}));

export const candidatosRelations = relations(candidatos, ({ one, many }) => ({
  usuario: one(usuarios, { fields: [candidatos.usuario_id], references: [usuarios.id] }),
  formacoes: many(formacoes),
  experiencias: many(experiencias),
  endereco: one(enderecosCandidato),
  radiologista: one(radiologistas),
  tecnico: one(tecnicos),
  recepcionista: one(recepcionistas),
  visualizacoes: many(visualizacoes),
  candidaturas: many(candidaturas),
}));

export const clinicasRelations = relations(clinicas, ({ one, many }) => ({
  usuario: one(usuarios, { fields: [clinicas.usuario_id], references: [usuarios.id] }),
  infos: one(infosClinica),
  visualizacoes: many(visualizacoes),
  vagas: many(vagas),
}));

export const formacoesRelations = relations(formacoes, ({ one }) => ({
  candidato: one(candidatos, {
    fields: [formacoes.usuario_candidato_id],
    references: [candidatos.usuario_id],
  }),
}));

export const experienciasRelations = relations(experiencias, ({ one }) => ({
  candidato: one(candidatos, {
    fields: [experiencias.usuario_candidato_id],
    references: [candidatos.usuario_id],
  }),
}));

export const enderecosCandidatoRelations = relations(enderecosCandidato, ({ one }) => ({
  candidato: one(candidatos, {
    fields: [enderecosCandidato.usuario_candidato_id],
    references: [candidatos.usuario_id],
  }),
}));

export const radiologistasRelations = relations(radiologistas, ({ one }) => ({
  candidato: one(candidatos, {
    fields: [radiologistas.usuario_candidato_id],
    references: [candidatos.usuario_id],
  }),
}));

export const tecnicosRelations = relations(tecnicos, ({ one }) => ({
  candidato: one(candidatos, {
    fields: [tecnicos.usuario_candidato_id],
    references: [candidatos.usuario_id],
  }),
}));

export const recepcionistasRelations = relations(recepcionistas, ({ one }) => ({
  candidato: one(candidatos, {
    fields: [recepcionistas.usuario_candidato_id],
    references: [candidatos.usuario_id],
  }),
}));

export const infosClinicaRelations = relations(infosClinica, ({ one }) => ({
  clinica: one(clinicas, { fields: [infosClinica.usuario_clinica_id], references: [clinicas.usuario_id] }),
}));

export const arquivosRelations = relations(arquivos, ({ one }) => ({
  usuario: one(usuarios, { fields: [arquivos.usuario_id], references: [usuarios.id] }),
}));

export const visualizacoesRelations = relations(visualizacoes, ({ one }) => ({
  candidato: one(candidatos, { fields: [visualizacoes.candidato_id], references: [candidatos.usuario_id] }),
  clinica: one(clinicas, { fields: [visualizacoes.clinica_id], references: [clinicas.usuario_id] }),
}));

export const sessoesRelations = relations(sessoes, ({ one }) => ({
  usuario: one(usuarios, { fields: [sessoes.usuario_id], references: [usuarios.id] }),
}));

export const redefinicoesSenhaRelations = relations(redefinicoesSenha, ({ one }) => ({
  usuario: one(usuarios, { fields: [redefinicoesSenha.usuario_id], references: [usuarios.id] }),
}));

export const vagasRelations = relations(vagas, ({ one, many }) => ({
  clinica: one(clinicas, { fields: [vagas.clinica_id], references: [clinicas.usuario_id] }),
  candidaturas: many(candidaturas),
}));

export const candidaturasRelations = relations(candidaturas, ({ one }) => ({
  vaga: one(vagas, { fields: [candidaturas.vaga_id], references: [vagas.id] }),
  candidato: one(candidatos, { fields: [candidaturas.candidato_id], references: [candidatos.usuario_id] }),
}));
