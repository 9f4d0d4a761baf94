/** Brazilian Portuguese (você): see en.ts. */
import type { MessageTable } from './en';

export const pt: MessageTable = {
  'common.hello': 'Olá, {{name}},',
  'common.helloNoName': 'Olá,',
  'common.listAnd': '{{first}} e {{last}}',
  'common.listComma': ', ',
  'service.trash': 'lixo comum',
  'service.recycling': 'recicláveis',
  'service.yardwaste': 'resíduos de jardim',

  'request.missed-pickup': 'solicitação de coleta não realizada',
  'request.pickup-request': 'solicitação de coleta',
  'request.vacation-hold': 'solicitação de suspensão por férias',
  'request.damaged-cart': 'solicitação de contêiner danificado',
  'request.enterprise-extra-pickup': 'solicitação de coleta adicional',
  'request.undelivered-cart': 'solicitação de contêiner não entregue',
  'request.other': 'solicitação de {{kind}}',
  'notice.subject': 'Novidades sobre sua {{what}} ({{reference}})',
  'notice.open': 'Sua {{what}} (chamado nº {{issue}}) foi reaberta.',
  'notice.openService': 'Sua {{what}} do serviço de {{service}} (chamado nº {{issue}}) foi reaberta.',
  'notice.inProgress': 'Sua {{what}} (chamado nº {{issue}}) está em andamento.',
  'notice.inProgressService':
    'Sua {{what}} do serviço de {{service}} (chamado nº {{issue}}) está em andamento.',
  'notice.closed': 'Sua {{what}} (chamado nº {{issue}}) foi encerrada.',
  'notice.closedService': 'Sua {{what}} do serviço de {{service}} (chamado nº {{issue}}) foi encerrada.',
  'notice.note': 'Observação da nossa equipe:',
  'notice.seeAll': 'Veja todas as suas solicitações:',
  'notice.seeAllLink': 'Veja todas as suas solicitações',
  'notice.questions': 'Dúvidas? Ligue para {{phone}} ou escreva para {{email}}.',
  'notice.why':
    'Você recebe esta mensagem porque os avisos de status estão ativados na sua conta {{company}}.',
  'notice.stop': 'Parar de receber avisos de status',
  'notice.smsStop': 'Parar avisos:',

  'exception.subject': 'Seu contêiner de {{service}} não foi coletado em {{date}}',
  'exception.headline': 'Seu contêiner de {{service}} não foi coletado em {{date}}: {{reason}}.',
  'exception.reason.cart-not-out': 'o contêiner não estava na calçada',
  'exception.reason.blocked': 'o contêiner estava bloqueado',
  'exception.reason.contaminated': 'o contêiner tinha itens que não pertencem a ele',
  'exception.reason.overweight': 'o contêiner estava pesado demais',
  'exception.reason.weather': 'o mau tempo impediu nossa equipe',
  'exception.reason.truck-issue': 'nosso caminhão quebrou',
  'exception.reason.other': 'nossa equipe não conseguiu coletá-lo',
  'exception.next.hauler': 'Voltaremos amanhã.',
  'exception.next.cart-not-out': 'Da próxima vez, coloque-o para fora até as 6 da manhã.',
  'exception.next.blocked':
    'Da próxima vez, deixe um metro livre ao redor do contêiner, longe de carros, caixas de correio e galhos.',
  'exception.next.contaminated':
    'Retire o que não pertence a ele; ele será coletado no seu próximo dia de coleta.',
  'exception.next.overweight':
    'Retire parte da carga para que a tampa feche; ele será coletado no seu próximo dia de coleta.',
  'exception.next.other': 'Se precisar da coleta antes do próximo dia de coleta, entre em contato conosco.',
  'exception.photo': 'Ver a foto da equipe',
  'exception.seeServices': 'Veja seus serviços:',
  'exception.seeServicesLink': 'Veja seus serviços',

  'reminder.eveningSubject': 'Coleta amanhã: {{carts}}',
  'reminder.evening':
    'Amanhã, {{date}}, é o seu dia de coleta de {{carts}}. Deixe seus contêineres na calçada.',
  'reminder.moved': 'Esta coleta foi remarcada de {{from}} por causa de {{holiday}}.',
  'reminder.holidaySubject': 'Feriado: sua coleta passa para {{date}}',
  'reminder.holiday': 'Por causa de {{holiday}}, sua coleta de {{carts}} passa de {{from}} para {{to}}.',
  'reminder.seeCalendar': 'Veja seu calendário de coleta:',
  'reminder.seeCalendarLink': 'Veja seu calendário de coleta',
  'reminder.why':
    'Você recebe esta mensagem porque os lembretes de coleta estão ativados na sua conta {{company}}.',
  'reminder.change': 'Altere seus lembretes em Minha conta:',
  'reminder.changeLink': 'Altere seus lembretes em Minha conta',
  'reminder.stop': 'Parar de receber lembretes por e-mail',
  'reminder.smsEvening': 'Coleta amanhã ({{date}}): {{carts}}.',
  'reminder.smsHoliday': '{{holiday}}: sua coleta de {{carts}} passa de {{from}} para {{to}}.',
  'reminder.smsStop': 'Responda STOP para cancelar.',

  'registrationCode.subject': 'Seu código de verificação {{company}}',
  'registrationCode.code': 'Seu código de verificação {{company}} é {{code}}.',
  'registrationCode.codeIs': 'Seu código de verificação {{company}} é:',
  'registrationCode.expires': 'Ele expira em {{minutes}} minutos.',
  'registrationCode.ignore': 'Se você não iniciou um cadastro, pode ignorar este e-mail.',

  'phoneCode.sms': '{{code}} é o seu código de acesso {{company}}. Ele expira em {{minutes}} minutos.',

  'reset.subject': 'Redefina a senha do portal do cliente {{company}}',
  'reset.asked': 'Recebemos um pedido para redefinir a senha da sua conta no portal do cliente {{company}}.',
  'reset.openLink': 'Abra este link em até uma hora para escolher uma nova senha:',
  'reset.button': 'Redefinir minha senha',
  'reset.ignore': 'Se você não fez este pedido, pode ignorar este e-mail; sua senha continua a mesma.',

  'welcome.subject': 'Boas-vindas ao portal do cliente {{company}}',
  'welcome.created': 'O atendimento ao cliente da {{company}} criou sua conta no portal do cliente.',
  'welcome.createdFor':
    'O atendimento ao cliente da {{company}} criou sua conta no portal do cliente para {{organization}}.',
  'welcome.signInEmail': 'E-mail de acesso: {{email}}',
  'welcome.openLink': 'Abra este link em até 7 dias para escolher sua senha:',
  'welcome.button': 'Escolher minha senha',
  'welcome.afterwards': 'Depois, você pode entrar em {{url}}.',
  'welcome.unexpected': 'Se você não esperava este e-mail, entre em contato com a {{company}}.',

  'moved.yourAddress': 'seu endereço de serviço',
  'moved.subject': 'Sua conta {{company}} não tem mais o endereço {{where}}',
  'moved.unlinked':
    'O endereço de serviço {{where}} não está mais vinculado à sua conta no portal do cliente {{company}}.',
  'moved.owner':
    'O proprietário o cadastrou com comprovação de propriedade (o e-mail registrado, o número da conta ou um documento), e sua conta o havia verificado apenas por e-mail.',
  'moved.stillSignIn':
    'Você ainda pode entrar com seu e-mail e senha ou com o Google, mas sua conta não mostra mais os serviços deste endereço.',
  'moved.contact': 'Se este endereço for seu, fale conosco: {{url}}',
  'moved.contactLink': 'Se este endereço for seu, {{link}}.',
  'moved.contactUs': 'fale conosco',

  'confirm.subject.service-change': '{{company}}: confirmação de alteração de serviço',
  'confirm.subject.additional-cart': '{{company}}: confirmação de pedido de contêiner adicional',
  'confirm.subject.additional-cart-removal': '{{company}}: confirmação de retirada de contêiner adicional',
  'confirm.subject.missed-pickup': 'Confirmação de solicitação de coleta não realizada',
  'confirm.subject.pickup-request': 'Confirmação de solicitação de coleta',
  'confirm.subject.vacation-hold': 'Confirmação de solicitação de suspensão por férias',
  'confirm.subject.damaged-cart': 'Confirmação de solicitação de contêiner danificado',
  'confirm.intro.service-change': 'Recebemos seu pedido de alteração de serviço. Veja os detalhes.',
  'confirm.intro.additional-cart': 'Recebemos seu pedido de contêineres adicionais. Veja os detalhes.',
  'confirm.intro.additional-cart-removal':
    'Recebemos seu pedido de retirada de contêineres adicionais. Veja os detalhes.',
  'confirm.intro.missed-pickup':
    'Recebemos seu aviso de coleta não realizada. Nossa equipe vai resolver isso o quanto antes.',
  'confirm.intro.pickup-request':
    'Recebemos sua solicitação de coleta. Nossa equipe vai agendá-la o quanto antes.',
  'confirm.intro.vacation-hold': 'Recebemos sua solicitação de suspensão por férias. Veja os detalhes.',
  'confirm.intro.damaged-cart': 'Recebemos seu pedido de troca de um contêiner danificado. Veja os detalhes.',
  'confirm.helloCustomer': 'Olá, cliente,',
  'confirm.reference': 'Número de referência: {{reference}}',
  'confirm.withIssue': '{{reference}} (chamado nº {{issue}})',
  'confirm.yourDetails': 'Seus dados',
  'confirm.requestDetails': 'Detalhes da solicitação',
  'confirm.before': 'Antes',
  'confirm.after': 'Depois',
  'confirm.questions': 'Dúvidas? Ligue para {{phone}} ou escreva para {{email}}.',
  'confirm.thanks': 'Obrigado por escolher a {{company}}.',
  'confirm.line': '{{label}}: {{value}}',
  'confirm.value.gallons': '{{size}} galões',
  'confirm.value.unknownSize': 'Tamanho desconhecido',
  'confirm.value.perCart': '{{amount}} por contêiner',
  'confirm.label.Name': 'Nome',
  'confirm.label.Email': 'E-mail',
  'confirm.label.Phone': 'Telefone',
  'confirm.label.Service address': 'Endereço de serviço',
  'confirm.label.Account': 'Conta',
  'confirm.label.Service': 'Serviço',
  'confirm.label.Size': 'Tamanho',
  'confirm.label.Rate': 'Tarifa',
  'confirm.label.Cart size': 'Tamanho do contêiner',
  'confirm.label.Additional cart rate': 'Tarifa por contêiner adicional',
  'confirm.label.Additional carts': 'Contêineres adicionais',
  'confirm.label.Total rate': 'Tarifa total',
  'confirm.label.Subject': 'Assunto',
  'confirm.label.Details': 'Detalhes',
  'confirm.label.Stop service on': 'Suspender o serviço em',
  'confirm.label.Restart service after': 'Retomar o serviço após',
  'confirm.label.Comments': 'Comentários',
  'confirm.label.Cart': 'Contêiner',
  'confirm.label.Damage': 'Dano',
  // the copy of a Contact Us message to its sender
  'contact.subject': 'Recebemos sua mensagem: {{subject}}',
  'contact.thanks':
    'Obrigado por entrar em contato com a {{company}}. Recebemos sua mensagem e responderemos para este endereço.',
  'contact.urgent': 'Se for urgente, ligue para {{phone}} ou escreva para {{email}}.',
  'contact.yourMessage': 'Sua mensagem ({{subject}}):',
  'contact.notYou':
    'Se você não nos escreveu, alguém pode ter digitado seu endereço por engano; você pode ignorar este e-mail.',

  // a claim on a held address and the letter with a code (issue 26 §1)
  'claim.holder.subject': 'Alguém reivindica o endereço {{where}} da sua conta {{company}}',
  'claim.holder.claimed': 'Alguém registrou uma conta {{company}} para {{where}} e diz que o endereço é seu.',
  'claim.holder.waits': 'Se você não fizer nada, o endereço passará para a conta dessa pessoa em {{date}}.',
  'claim.holder.staff':
    'Nossa equipe vai analisar a prova e decidir. Até lá o endereço continua na sua conta.',
  'claim.holder.object': 'Se o endereço é seu, conteste aqui com um clique: {{url}}',
  'claim.holder.objectLink': 'Se o endereço é seu, {{link}}.',
  'claim.holder.objectLinkText': 'conteste com um clique',
  'claim.holder.sms':
    '{{company}}: alguém reivindica o endereço {{where}} da sua conta. Se é seu, conteste aqui: {{url}}',
  'claim.claimant.subject': 'Sua reivindicação do endereço {{where}}',
  'claim.claimant.opened':
    'O endereço {{where}} está registrado em outra conta. Sua conta foi criada sem ele e abrimos uma reivindicação para você.',
  'claim.claimant.waits':
    'Avisamos o titular da conta. Se ele não contestar, o endereço passará para a sua conta em {{date}}.',
  'claim.claimant.staff':
    'Avisamos o titular da conta, e nossa equipe vai analisar sua prova e decidir. Enviaremos um e-mail quando decidir.',
  'claim.decided.subject': 'Decisão sobre o endereço {{where}}',
  'claim.approved.claimant': 'O endereço {{where}} agora está na sua conta {{company}}.',
  'claim.approved.holder':
    'O endereço {{where}} passou para outra conta depois que nossa equipe verificou a prova. Você ainda pode entrar.',
  'claim.moved.holder':
    'O endereço {{where}} passou para outra conta: o prazo de espera terminou sem contestação. Você ainda pode entrar.',
  'claim.refused.claimant':
    'Sua reivindicação do endereço {{where}} foi recusada. Se o endereço é seu, fale conosco.',
  'claim.refused.holder':
    'A reivindicação do endereço {{where}} foi recusada. O endereço continua na sua conta.',
  'claim.objected.claimant':
    'O titular da conta contestou sua reivindicação do endereço {{where}}, então o endereço continua com ele. Se é seu, fale conosco.',
  'claim.objected.holder': 'Sua contestação foi registrada. O endereço {{where}} continua na sua conta.',
  'claim.page.title': 'Reivindicação do endereço {{where}}',
  'claim.page.button': 'Este endereço é meu: eu contesto',
  'claim.page.closed': 'Esta reivindicação já foi decidida.',
  'claim.page.invalid': 'Este link não é válido.',
  'letter.resident': 'Morador',
  'letter.intro':
    'Alguém pediu para registrar este endereço em uma conta do portal de clientes da {{company}}.',
  'letter.enter':
    'Para provar que você recebe correspondência aqui, digite o código abaixo no cadastro antes de {{date}}.',
  'letter.ignore': 'Se você não pediu isso, pode ignorar esta carta: nada muda sem o código.',
};
