import { type LegalDocument, TERMS_VERSION } from './legal';

/** The terms of use (/termodeuso). See legal.ts for how to write and update these texts. */
export const TERMS_OF_USE: LegalDocument = {
  title: 'Termos de Uso',
  version: TERMS_VERSION,
  updatedAt: '22 de novembro de 2026',
  intro: [
    'Estes Termos de Uso regulam o acesso e a utilização do site e da plataforma RX Odonto, mantidos por {razaoSocial}, inscrita no CNPJ sob o nº {cnpj} ("RX Odonto", "nós"). Ao acessar o site, criar uma conta ou utilizar qualquer funcionalidade, você declara ter lido, compreendido e aceito estes Termos e a nossa [Política de Privacidade](/politicaprivacidade). Se não concordar, não utilize a plataforma.',
  ],
  sections: [
    {
      id: 'definicoes',
      title: '1. Definições',
      blocks: [
        {
          list: [
            'Plataforma: o site RX Odonto, suas páginas, funcionalidades e a API que as atende.',
            'Usuário: toda pessoa que acessa a Plataforma, com ou sem conta.',
            'Candidato: pessoa física que cria uma conta do tipo candidato para publicar seu currículo no banco de talentos.',
            'Clínica: pessoa jurídica que cria uma conta do tipo clínica para consultar o banco de talentos.',
            'Consultoria: os serviços de consultoria, treinamento e assessoria prestados pela RX Odonto mediante contratação específica.',
          ],
        },
      ],
    },
    {
      id: 'elegibilidade',
      title: '2. Quem pode usar a Plataforma',
      blocks: [
        'A Plataforma destina-se a pessoas maiores de 18 (dezoito) anos e plenamente capazes. Menores de 18 anos somente podem utilizá-la com a autorização e sob a supervisão de seus pais ou responsáveis legais, que responderão pelos atos praticados pelo menor e pela veracidade das informações fornecidas.',
        'A conta de Clínica deve ser criada por pessoa com poderes para representar a empresa, que declara estar autorizada a aceitar estes Termos em nome dela.',
      ],
    },
    {
      id: 'cadastro',
      title: '3. Cadastro e conta',
      blocks: [
        'Para usar o banco de talentos é necessário criar uma conta, com e-mail e senha ou com a sua conta Google. Você se compromete a:',
        {
          list: [
            'fornecer informações verdadeiras, exatas e atualizadas, inclusive CPF ou CNPJ, e mantê-las assim;',
            'manter uma única conta por CPF ou CNPJ;',
            'guardar sua senha em sigilo e não compartilhar o acesso com terceiros;',
            'avisar-nos imediatamente pelo e-mail {email} se suspeitar de uso indevido da sua conta.',
          ],
        },
        'Você é responsável por todas as atividades realizadas com a sua conta. Podemos recusar ou cancelar cadastros com informações falsas, incompletas ou de terceiros.',
      ],
    },
    {
      id: 'banco-de-talentos',
      title: '4. Banco de talentos',
      blocks: [
        'O Candidato pode publicar gratuitamente seu currículo, com dados de contato, formação, experiência, endereço, informações profissionais, foto e portfólio. O currículo publicado fica visível somente para Clínicas com conta ativa e autenticada na Plataforma; ele não é exibido ao público em geral nem a mecanismos de busca.',
        'A RX Odonto aproxima Candidatos e Clínicas, mas não é agência de empregos, não participa dos processos seletivos, não garante contratação, entrevistas ou quantidade de visualizações e não é parte das relações de trabalho ou de prestação de serviços que venham a ser firmadas entre eles.',
        'As Clínicas podem ver quantas vezes cada perfil foi visualizado; cada visualização feita por uma Clínica é registrada.',
      ],
    },
    {
      id: 'clinicas',
      title: '5. Regras para as Clínicas',
      blocks: [
        'Ao acessar os dados dos Candidatos, a Clínica se compromete a:',
        {
          list: [
            'usar os dados exclusivamente para recrutamento e seleção de profissionais;',
            'não copiar, armazenar em massa, vender, ceder ou repassar os dados a terceiros;',
            'não enviar publicidade, correntes ou mensagens não relacionadas a oportunidades de trabalho;',
            'não praticar discriminação de qualquer natureza nos processos seletivos;',
            'tratar os dados obtidos de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018), como controladora independente a partir do momento em que os utiliza em seus próprios processos.',
          ],
        },
      ],
    },
    {
      id: 'conteudo-do-usuario',
      title: '6. Conteúdo publicado pelo Usuário',
      blocks: [
        'Você é o único responsável pelas informações, fotos e arquivos que publica. Ao enviá-los, declara ter o direito de fazê-lo e concede à RX Odonto licença gratuita, não exclusiva e limitada ao necessário para armazenar, exibir e processar esse conteúdo na Plataforma, enquanto ele estiver publicado.',
        'Não inclua no currículo ou no portfólio dados sensíveis que não sejam necessários para a sua candidatura (como dados de saúde, religião, opinião política ou origem racial) nem dados de pacientes ou de outras pessoas.',
      ],
    },
    {
      id: 'condutas-proibidas',
      title: '7. Condutas proibidas',
      blocks: [
        'É proibido, entre outras condutas:',
        {
          list: [
            'publicar conteúdo falso, ofensivo, discriminatório, ilegal ou que viole direitos de terceiros;',
            'se passar por outra pessoa ou empresa;',
            'coletar dados da Plataforma por meios automatizados (robôs, raspagem) ou tentar acessar áreas restritas sem autorização;',
            'interferir no funcionamento da Plataforma, enviar vírus ou sobrecarregar intencionalmente os servidores;',
            'utilizar a Plataforma para fins comerciais diferentes dos previstos nestes Termos.',
          ],
        },
      ],
    },
    {
      id: 'consultoria',
      title: '8. Serviços de consultoria',
      blocks: [
        'As informações sobre a Consultoria publicadas no site têm caráter informativo e não constituem oferta vinculante. Cada serviço é contratado separadamente, mediante proposta e contrato específicos, que prevalecem sobre estes Termos naquilo que regularem. O agendamento de reuniões pelo WhatsApp não gera obrigação de contratar.',
      ],
    },
    {
      id: 'classificados-blog',
      title: '9. Classificados e blog',
      blocks: [
        'As áreas de classificados e de blog estão em desenvolvimento. Quando forem lançadas, poderão ter regras complementares, que serão publicadas antes do início do seu uso.',
      ],
    },
    {
      id: 'propriedade-intelectual',
      title: '10. Propriedade intelectual',
      blocks: [
        'A marca RX Odonto, o layout, os textos, as ilustrações, os vídeos e o software da Plataforma pertencem à RX Odonto ou a seus licenciantes e são protegidos pela legislação brasileira. Não é permitido copiá-los, modificá-los ou usá-los sem autorização prévia e por escrito.',
      ],
    },
    {
      id: 'responsabilidades',
      title: '11. Disponibilidade e responsabilidades',
      blocks: [
        'Empregamos nossos melhores esforços para manter a Plataforma disponível e segura, mas ela pode passar por interrupções para manutenção, atualizações ou por motivos alheios ao nosso controle.',
        'A RX Odonto não se responsabiliza pela veracidade das informações publicadas pelos Usuários, pelas decisões de contratação tomadas por Clínicas e Candidatos, nem por danos decorrentes do uso indevido da Plataforma por terceiros, ressalvadas as hipóteses em que a lei atribui responsabilidade ao fornecedor, em especial o Código de Defesa do Consumidor.',
      ],
    },
    {
      id: 'encerramento',
      title: '12. Suspensão e encerramento da conta',
      blocks: [
        'Você pode excluir sua conta a qualquer momento, pela opção "Deletar conta" da página [Meu Perfil](/perfil2). A exclusão remove seu currículo do banco de talentos e apaga seus dados, ressalvadas as informações que devemos guardar por obrigação legal, conforme a Política de Privacidade.',
        'Podemos suspender ou encerrar contas que violem estes Termos ou a lei, mediante aviso por e-mail sempre que possível.',
      ],
    },
    {
      id: 'privacidade',
      title: '13. Privacidade',
      blocks: [
        'O tratamento dos seus dados pessoais é descrito na [Política de Privacidade](/politicaprivacidade), que integra estes Termos.',
      ],
    },
    {
      id: 'alteracoes',
      title: '14. Alterações destes Termos',
      blocks: [
        'Podemos atualizar estes Termos para refletir mudanças na Plataforma ou na legislação. A versão em vigor e a data da última atualização ficam indicadas no início desta página. Alterações relevantes serão comunicadas por e-mail ou por aviso na Plataforma; se você continuar a utilizá-la depois disso, estará de acordo com a nova versão.',
      ],
    },
    {
      id: 'contato-foro',
      title: '15. Contato, lei aplicável e foro',
      blocks: [
        'Dúvidas sobre estes Termos podem ser enviadas para {email}.',
        'Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do domicílio do Usuário para dirimir eventuais controvérsias, quando se tratar de relação de consumo; nos demais casos, o foro da sede da RX Odonto.',
      ],
    },
  ],
};
