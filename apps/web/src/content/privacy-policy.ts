import { type LegalDocument, PRIVACY_POLICY_VERSION } from './legal';

/**
 * The privacy policy (/politicaprivacidade), written for the LGPD (Lei nº 13.709/2018).
 * See legal.ts for how to write and update these texts.
 */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Políticas de Privacidade',
  version: PRIVACY_POLICY_VERSION,
  updatedAt: '22 de novembro de 2026',
  intro: [
    'Esta Política de Privacidade explica quais dados pessoais a RX Odonto trata quando você usa o nosso site e a nossa plataforma, para que os usamos, com quem os compartilhamos e como você pode exercer os seus direitos, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) e do Marco Civil da Internet (Lei nº 12.965/2014).',
  ],
  sections: [
    {
      id: 'controlador',
      title: '1. Quem é o controlador dos seus dados',
      blocks: [
        'O controlador dos dados pessoais tratados na plataforma é {razaoSocial}, inscrita no CNPJ sob o nº {cnpj} ("RX Odonto", "nós"). Para qualquer assunto relacionado a esta Política ou aos seus dados, escreva para {email}.',
      ],
    },
    {
      id: 'dados-coletados',
      title: '2. Quais dados coletamos',
      blocks: [
        'Coletamos apenas os dados necessários para as finalidades descritas nesta Política:',
        {
          list: [
            'Dados de conta: nome, e-mail, tipo de conta (candidato ou clínica) e senha, que guardamos apenas na forma de um código irreversível (hash). Se você entrar com o Google, recebemos do Google seu nome, e-mail e um identificador da conta.',
            'Dados do candidato: CPF, telefone, data de nascimento, profissão e as informações do currículo — formação, experiências, endereço, informações profissionais (como equipamentos e softwares que domina) — além da foto de perfil e do portfólio em PDF, se você os enviar.',
            'Dados da clínica: nome fantasia, CNPJ, telefone, e-mail e as informações sobre a clínica preenchidas no cadastro, inclusive o nome do responsável, quando informado.',
            'Visualizações de perfil: quando uma clínica abre o perfil de um candidato, registramos qual clínica visualizou qual perfil e quando; o candidato vê o total de visualizações.',
            'Registros técnicos: endereço IP, data e hora de acesso, navegador e as páginas e chamadas realizadas (registros de acesso), além de registros de segurança como tentativas de login.',
            'Armazenamento local do navegador: para manter você conectado, guardamos no armazenamento local (local storage e session storage) do seu navegador o código da sessão e dados básicos da sua conta. Não usamos cookies de publicidade nem ferramentas de rastreamento de terceiros.',
            'Contatos: as mensagens que você nos envia por e-mail ou WhatsApp.',
          ],
        },
        'Não solicitamos dados pessoais sensíveis (art. 5º, II, da LGPD). Pedimos que você não os inclua no currículo nem no portfólio.',
      ],
    },
    {
      id: 'finalidades',
      title: '3. Para que usamos os seus dados',
      blocks: [
        {
          list: [
            'Criar e manter a sua conta, autenticar o acesso e permitir a recuperação de senha.',
            'Publicar o currículo do candidato no banco de talentos e exibi-lo às clínicas cadastradas.',
            'Permitir que as clínicas filtrem candidatos por profissão e estado e registrar as visualizações de perfil.',
            'Responder a pedidos de contato e agendar reuniões sobre os serviços de consultoria.',
            'Enviar e-mails operacionais, como confirmação de cadastro e redefinição de senha.',
            'Garantir a segurança da plataforma, prevenir fraudes e cumprir obrigações legais.',
            'Produzir estatísticas agregadas de uso, sem identificar os usuários, para melhorar a plataforma.',
          ],
        },
      ],
    },
    {
      id: 'bases-legais',
      title: '4. Bases legais (art. 7º da LGPD)',
      blocks: [
        {
          list: [
            'Execução de contrato e de procedimentos preliminares (art. 7º, V): criação e gestão da conta, uso do banco de talentos e atendimento às clínicas.',
            'Consentimento (art. 7º, I): publicação do currículo, da foto e do portfólio do candidato para as clínicas cadastradas. O consentimento é registrado com a data e a versão desta Política e pode ser revogado a qualquer momento.',
            'Cumprimento de obrigação legal ou regulatória (art. 7º, II): guarda dos registros de acesso por 6 meses (art. 15 do Marco Civil da Internet) e atendimento a requisições de autoridades.',
            'Legítimo interesse (art. 7º, IX): segurança da plataforma, prevenção a fraudes, contagem de visualizações de perfil e melhorias do serviço, sempre respeitando as suas expectativas e os seus direitos.',
            'Exercício regular de direitos (art. 7º, VI): guarda de registros necessários para a nossa defesa em processos judiciais, administrativos ou arbitrais.',
          ],
        },
      ],
    },
    {
      id: 'compartilhamento',
      title: '5. Com quem compartilhamos',
      blocks: [
        {
          list: [
            'Clínicas cadastradas: o perfil do candidato (nome, profissão, contato, formação, experiências, endereço, informações profissionais, foto e portfólio) fica visível somente para contas de clínica autenticadas. Ele não é público nem indexado por mecanismos de busca. Cada clínica que utiliza esses dados em seus processos seletivos passa a ser controladora independente dos dados que utilizar.',
            'Operadores: empresas que nos prestam serviços de hospedagem, banco de dados, armazenamento de arquivos e envio de e-mails, que tratam os dados apenas conforme as nossas instruções e sob obrigações de confidencialidade e segurança.',
            'Google: se você escolher entrar com o Google, a autenticação é feita pelo Google, segundo a política de privacidade dele.',
            'Autoridades: quando exigido por lei, ordem judicial ou requisição de autoridade competente.',
          ],
        },
        'Os vídeos do site são do YouTube e só são carregados, no modo de privacidade aprimorada (youtube-nocookie.com), quando você clica para assisti-los. Os botões de WhatsApp abrem o aplicativo da Meta, que trata os dados conforme a política dela. Não vendemos nem alugamos dados pessoais.',
      ],
    },
    {
      id: 'transferencia-internacional',
      title: '6. Transferência internacional',
      blocks: [
        'Alguns fornecedores, como o Google e provedores de nuvem, podem armazenar ou processar dados em servidores fora do Brasil. Nesses casos, a transferência ocorre nas hipóteses do art. 33 da LGPD, com a adoção de cláusulas contratuais padrão aprovadas pela ANPD ou de outras garantias de um nível de proteção compatível com o da legislação brasileira.',
      ],
    },
    {
      id: 'retencao',
      title: '7. Por quanto tempo guardamos',
      blocks: [
        {
          list: [
            'Dados da conta, do currículo, foto, portfólio e visualizações: enquanto a conta estiver ativa. Ao excluir a conta, eles são apagados da plataforma imediatamente e das cópias de segurança em até 30 dias.',
            'Registros de acesso: 6 meses, conforme o Marco Civil da Internet, ou por prazo maior se houver requisição de autoridade.',
            'Registros de consentimento e de exclusão de conta: pelo prazo necessário ao exercício regular de direitos, em regra de até 5 anos.',
            'Links de redefinição de senha: expiram em poucas horas e são descartados depois de usados.',
          ],
        },
      ],
    },
    {
      id: 'seguranca',
      title: '8. Como protegemos os seus dados',
      blocks: [
        'Adotamos medidas técnicas e administrativas para proteger os dados contra acessos não autorizados, perda ou alteração, entre elas: conexão criptografada (HTTPS), senhas guardadas com o algoritmo Argon2id, sessões que podem ser encerradas a qualquer momento, controle de acesso por tipo de conta, links temporários e assinados para fotos e portfólios e registros de segurança. Em caso de incidente de segurança que possa gerar risco ou dano relevante, comunicaremos a ANPD e os titulares afetados, conforme o art. 48 da LGPD.',
      ],
    },
    {
      id: 'direitos',
      title: '9. Os seus direitos (art. 18 da LGPD)',
      blocks: [
        'Como titular dos dados, você pode, a qualquer momento e gratuitamente:',
        {
          list: [
            'confirmar a existência de tratamento dos seus dados;',
            'acessar os seus dados;',
            'corrigir dados incompletos, inexatos ou desatualizados;',
            'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;',
            'pedir a portabilidade dos seus dados a outro fornecedor;',
            'pedir a eliminação dos dados tratados com base no seu consentimento;',
            'saber com quais entidades públicas e privadas compartilhamos os seus dados;',
            'ser informado sobre a possibilidade de não dar o consentimento e sobre as consequências da negativa;',
            'revogar o consentimento.',
          ],
        },
        'Você também pode se opor a tratamentos baseados em outras bases legais quando houver descumprimento da LGPD e apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD). Não tomamos decisões baseadas unicamente em tratamento automatizado que afetem os seus interesses.',
      ],
    },
    {
      id: 'como-exercer',
      title: '10. Como exercer os seus direitos',
      blocks: [
        {
          list: [
            'Acesso e portabilidade: use o botão "Baixar meus dados" na página [Meu Perfil](/perfil2) para baixar uma cópia dos seus dados em formato legível por máquina.',
            'Correção: edite as suas informações diretamente na página [Meu Perfil](/perfil2).',
            'Eliminação e revogação do consentimento: use o botão "Deletar conta" na página [Meu Perfil](/perfil2). A conta, o currículo, a foto e o portfólio são apagados e o perfil deixa de ser exibido às clínicas.',
            'Demais pedidos: escreva para {email}. Podemos pedir informações para confirmar a sua identidade antes de atender o pedido.',
          ],
        },
        'Respondemos aos pedidos de confirmação e de acesso em até 15 dias, como prevê o art. 19 da LGPD, e aos demais no menor prazo possível.',
      ],
    },
    {
      id: 'menores',
      title: '11. Crianças e adolescentes',
      blocks: [
        'A plataforma é destinada a maiores de 18 anos. Menores de 18 anos só podem utilizá-la com a autorização dos pais ou responsáveis legais, como preveem os [Termos de Uso](/termodeuso). Não coletamos intencionalmente dados de crianças; se identificarmos esse tipo de cadastro, os dados serão eliminados.',
      ],
    },
    {
      id: 'encarregado',
      title: '12. Encarregado pelo tratamento de dados (DPO)',
      blocks: [
        'O encarregado pelo tratamento de dados pessoais da RX Odonto recebe reclamações e comunicações dos titulares e da ANPD pelo e-mail {email}, com o assunto "Privacidade - LGPD".',
      ],
    },
    {
      id: 'atualizacoes',
      title: '13. Atualizações desta Política',
      blocks: [
        'Esta Política pode ser atualizada para refletir mudanças na plataforma ou na legislação. A versão em vigor e a data da última atualização ficam indicadas no início desta página. Mudanças relevantes serão comunicadas por e-mail ou por aviso na plataforma e, quando o tratamento depender do seu consentimento, pediremos um novo consentimento.',
      ],
    },
  ],
};
