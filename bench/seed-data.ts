// Realistic pt-BR values for the benchmark's seeding: names, the 27 states with real cities,
// area codes, CEP prefixes and population weights, courses, schools and jobs.

const list = (text: string) => text.split('|');

export const FIRST_NAMES = list(
  'Ana|Maria|Juliana|Fernanda|Patrícia|Aline|Camila|Amanda|Bruna|Jéssica|Letícia|Larissa|' +
    'Mariana|Gabriela|Vanessa|Beatriz|Daniela|Priscila|Carla|Tatiane|Renata|Luana|Débora|Raquel|' +
    'Natália|Simone|Cláudia|Luciana|Sabrina|João|José|Carlos|Paulo|Lucas|Pedro|Marcos|Luiz|' +
    'Gabriel|Rafael|Daniel|Marcelo|Bruno|Eduardo|Felipe|Rodrigo|Gustavo|Thiago|Diego|André|' +
    'Leandro|Vinícius|Matheus|Fábio|Henrique|Renato|Alexandre|Ricardo|Vitor|Caio',
);

export const SURNAMES = list(
  'Silva|Santos|Oliveira|Souza|Rodrigues|Ferreira|Alves|Pereira|Lima|Gomes|Costa|Ribeiro|' +
    'Martins|Carvalho|Almeida|Lopes|Soares|Fernandes|Vieira|Barbosa|Rocha|Dias|Nascimento|Andrade|' +
    'Moreira|Nunes|Marques|Machado|Mendes|Freitas|Cardoso|Ramos|Gonçalves|Santana|Teixeira|Araújo|' +
    'Monteiro|Castro|Correia|Pinto|Cavalcanti|Moura|Campos|Batista|Farias|Rezende',
);

export interface StateSeed {
  uf: string;
  /** Population in millions (how often the state is drawn). */
  weight: number;
  ddd: string;
  /** First two digits of its CEPs. */
  cep: string;
  cities: string[];
}

// uf, population (millions), area code, first two digits of the CEP, cities.
const STATE_ROWS: [string, number, string, string, string][] = [
  ['AC', 0.8, '68', '69', 'Rio Branco|Cruzeiro do Sul|Sena Madureira'],
  ['AL', 3.1, '82', '57', 'Maceió|Arapiraca|Palmeira dos Índios'],
  ['AP', 0.7, '96', '68', 'Macapá|Santana|Laranjal do Jari'],
  ['AM', 4, '92', '69', 'Manaus|Parintins|Itacoatiara|Manacapuru'],
  ['BA', 14.1, '71', '40', 'Salvador|Feira de Santana|Vitória da Conquista|Camaçari|Ilhéus'],
  ['CE', 8.8, '85', '60', 'Fortaleza|Caucaia|Juazeiro do Norte|Sobral|Maracanaú'],
  ['DF', 2.8, '61', '70', 'Brasília|Taguatinga|Ceilândia|Águas Claras'],
  ['ES', 3.8, '27', '29', 'Vitória|Vila Velha|Serra|Cariacica|Linhares'],
  ['GO', 7.1, '62', '74', 'Goiânia|Aparecida de Goiânia|Anápolis|Rio Verde'],
  ['MA', 6.8, '98', '65', 'São Luís|Imperatriz|Caxias|Timon'],
  ['MT', 3.7, '65', '78', 'Cuiabá|Várzea Grande|Rondonópolis|Sinop'],
  ['MS', 2.8, '67', '79', 'Campo Grande|Dourados|Três Lagoas|Corumbá'],
  ['MG', 20.5, '31', '30', 'Belo Horizonte|Uberlândia|Contagem|Juiz de Fora|Betim|Montes Claros'],
  ['PA', 8.1, '91', '66', 'Belém|Ananindeua|Santarém|Marabá'],
  ['PB', 4, '83', '58', 'João Pessoa|Campina Grande|Santa Rita|Patos'],
  ['PR', 11.4, '41', '80', 'Curitiba|Londrina|Maringá|Ponta Grossa|Cascavel'],
  ['PE', 9.1, '81', '50', 'Recife|Jaboatão dos Guararapes|Olinda|Caruaru|Petrolina'],
  ['PI', 3.3, '86', '64', 'Teresina|Parnaíba|Picos'],
  ['RJ', 16.1, '21', '20', 'Rio de Janeiro|Niterói|São Gonçalo|Duque de Caxias|Nova Iguaçu|Petrópolis'],
  ['RN', 3.3, '84', '59', 'Natal|Mossoró|Parnamirim'],
  ['RS', 10.9, '51', '90', 'Porto Alegre|Caxias do Sul|Pelotas|Canoas|Santa Maria'],
  ['RO', 1.6, '69', '76', 'Porto Velho|Ji-Paraná|Ariquemes'],
  ['RR', 0.6, '95', '69', 'Boa Vista|Rorainópolis'],
  ['SC', 7.6, '48', '88', 'Florianópolis|Joinville|Blumenau|São José|Chapecó'],
  [
    'SP',
    44.4,
    '11',
    '01',
    'São Paulo|Campinas|Guarulhos|Santo André|Ribeirão Preto|Sorocaba|Santos|São José dos Campos',
  ],
  ['SE', 2.2, '79', '49', 'Aracaju|Nossa Senhora do Socorro|Lagarto'],
  ['TO', 1.5, '63', '77', 'Palmas|Araguaína|Gurupi'],
];

export const STATES_SEED: StateSeed[] = STATE_ROWS.map(([uf, weight, ddd, cep, cities]) => ({
  uf,
  weight,
  ddd,
  cep,
  cities: list(cities),
}));

export const STREETS = list(
  'Rua das Flores|Avenida Brasil|Rua XV de Novembro|Rua Sete de Setembro|Avenida Paulista|' +
    'Rua Dom Pedro II|Rua Tiradentes|Avenida Getúlio Vargas|Rua Santos Dumont|Rua da Paz|' +
    'Avenida Independência|Rua Barão do Rio Branco|Rua Marechal Deodoro|Rua São José',
);

export const DISTRICTS = list(
  'Centro|Jardim América|Vila Nova|Boa Vista|Santa Cecília|Jardim Paulista|São Cristóvão|' +
    'Bela Vista|Liberdade|Cidade Nova|Jardim das Flores|Vila Mariana|Aeroporto',
);

/** Profession and how often it is drawn (percent). */
export const PROFESSION_WEIGHTS: [string, number][] = [
  ['TSB', 25],
  ['ASB', 18],
  ['Técnico', 14],
  ['Tecnólogo', 10],
  ['Dentista Radiologista', 15],
  ['Recepcionista', 18],
];

export const SCHOOLS = list(
  'SENAC|Universidade de São Paulo|UNIP|Estácio|Universidade Federal de Minas Gerais|ETEC|' +
    'Instituto Federal|UNOPAR|Anhanguera|Universidade Federal da Bahia|PUC-PR|' +
    'Universidade Federal do Rio Grande do Sul|Cruzeiro do Sul|UNINOVE|SENAI',
);

export const COURSES: Record<string, [string, string][]> = {
  'Dentista Radiologista': [
    ['Ensino Superior Completo', 'Odontologia'],
    ['Especialização', 'Radiologia e Imaginologia Odontológica'],
    ['Mestrado', 'Clínica Odontológica'],
  ],
  technician: [
    ['Técnico', 'Técnico em Saúde Bucal'],
    ['Técnico', 'Técnico em Radiologia'],
    ['Tecnólogo', 'Tecnologia em Radiologia'],
    ['Ensino Médio Completo', 'Auxiliar em Saúde Bucal'],
  ],
  Recepcionista: [
    ['Ensino Médio Completo', 'Ensino Médio'],
    ['Técnico', 'Técnico em Administração'],
    ['Ensino Superior Incompleto', 'Administração'],
  ],
};

export const JOBS: Record<string, [string, string][]> = {
  'Dentista Radiologista': [
    ['Radiologista', 'Laudos de tomografias e panorâmicas, planejamento de implantes.'],
    ['Cirurgião-dentista', 'Atendimento clínico e interpretação de exames de imagem.'],
  ],
  technician: [
    ['Técnico em radiologia odontológica', 'Aquisição de panorâmicas, telerradiografias e tomografias.'],
    ['Auxiliar de clínica', 'Preparo de pacientes, esterilização e apoio aos exames.'],
    ['Operador de scanner intraoral', 'Escaneamentos para ortodontia e prótese.'],
  ],
  Recepcionista: [
    ['Recepcionista', 'Agendamento, atendimento de pacientes e autorização de convênios.'],
    ['Atendente', 'Entrega de exames, cadastro de pacientes e faturamento.'],
  ],
};

export const DURATIONS = ['6 meses', '1 ano', '2 anos', '3 anos', '5 anos', '8 anos', 'Mais de 10 anos'];
