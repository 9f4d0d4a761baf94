/** Spanish (usted, as the web app): see en.ts. */
import type { MessageTable } from './en';

export const es: MessageTable = {
  'common.hello': 'Hola, {{name}}:',
  'common.helloNoName': 'Hola:',
  'common.listAnd': '{{first}} y {{last}}',
  'common.listComma': ', ',
  'service.trash': 'basura',
  'service.recycling': 'reciclaje',
  'service.yardwaste': 'residuos de jardín',

  'request.missed-pickup': 'solicitud de recolección no realizada',
  'request.pickup-request': 'solicitud de recolección',
  'request.vacation-hold': 'solicitud de suspensión por vacaciones',
  'request.damaged-cart': 'solicitud de contenedor dañado',
  'request.enterprise-extra-pickup': 'solicitud de recolección adicional',
  'request.undelivered-cart': 'solicitud de contenedor no entregado',
  'request.other': 'solicitud de {{kind}}',
  'notice.subject': 'Novedades sobre su {{what}} ({{reference}})',
  'notice.open': 'Su {{what}} (caso n.º {{issue}}) está abierta de nuevo.',
  'notice.openService': 'Su {{what}} del servicio de {{service}} (caso n.º {{issue}}) está abierta de nuevo.',
  'notice.inProgress': 'Estamos trabajando en su {{what}} (caso n.º {{issue}}).',
  'notice.inProgressService':
    'Estamos trabajando en su {{what}} del servicio de {{service}} (caso n.º {{issue}}).',
  'notice.closed': 'Su {{what}} (caso n.º {{issue}}) está cerrada.',
  'notice.closedService': 'Su {{what}} del servicio de {{service}} (caso n.º {{issue}}) está cerrada.',
  'notice.note': 'Nota de nuestro equipo:',
  'notice.seeAll': 'Vea todas sus solicitudes:',
  'notice.seeAllLink': 'Vea todas sus solicitudes',
  'notice.questions': '¿Preguntas? Llame al {{phone}} o escriba a {{email}}.',
  'notice.why':
    'Recibe este mensaje porque tiene activados los avisos de estado en su cuenta de {{company}}.',
  'notice.stop': 'Dejar de recibir avisos de estado',
  'notice.smsStop': 'Dejar de recibir avisos:',

  'exception.subject': 'Su contenedor de {{service}} no se recogió el {{date}}',
  'exception.headline': 'Su contenedor de {{service}} no se recogió el {{date}}: {{reason}}.',
  'exception.reason.cart-not-out': 'el contenedor no estaba afuera',
  'exception.reason.blocked': 'el contenedor estaba bloqueado',
  'exception.reason.contaminated': 'el contenedor tenía objetos que no corresponden',
  'exception.reason.overweight': 'el contenedor pesaba demasiado',
  'exception.reason.weather': 'el mal tiempo detuvo a nuestro equipo',
  'exception.reason.truck-issue': 'nuestro camión se averió',
  'exception.reason.other': 'nuestro equipo no pudo recogerlo',
  'exception.next.hauler': 'Volveremos mañana.',
  'exception.next.cart-not-out': 'La próxima vez, sáquelo antes de las 6 de la mañana.',
  'exception.next.blocked':
    'La próxima vez, deje un metro libre alrededor del contenedor, lejos de autos, buzones y ramas.',
  'exception.next.contaminated':
    'Retire lo que no corresponde; se recogerá en su próximo día de recolección.',
  'exception.next.overweight':
    'Saque parte de la carga para que la tapa cierre; se recogerá en su próximo día de recolección.',
  'exception.next.other':
    'Si necesita que se recoja antes de su próximo día de recolección, comuníquese con nosotros.',
  'exception.photo': 'Ver la foto del equipo',
  'exception.seeServices': 'Vea sus servicios:',
  'exception.seeServicesLink': 'Vea sus servicios',

  'reminder.eveningSubject': 'Recolección mañana: {{carts}}',
  'reminder.evening':
    'Mañana, {{date}}, es su día de recolección de {{carts}}. Deje sus contenedores en la acera.',
  'reminder.moved': 'Esta recolección se pasó del {{from}} por {{holiday}}.',
  'reminder.holidaySubject': 'Horario de feriado: su recolección pasa al {{date}}',
  'reminder.holiday': 'Por {{holiday}}, su recolección de {{carts}} pasa del {{from}} al {{to}}.',
  'reminder.seeCalendar': 'Vea su calendario de recolección:',
  'reminder.seeCalendarLink': 'Vea su calendario de recolección',
  'reminder.why':
    'Recibe este mensaje porque tiene activados los recordatorios de recolección en su cuenta de {{company}}.',
  'reminder.change': 'Cambie sus recordatorios en Mi cuenta:',
  'reminder.changeLink': 'Cambie sus recordatorios en Mi cuenta',
  'reminder.stop': 'Dejar de recibir recordatorios por correo',
  'reminder.smsEvening': 'Recolección mañana ({{date}}): {{carts}}.',
  'reminder.smsHoliday': '{{holiday}}: su recolección de {{carts}} pasa del {{from}} al {{to}}.',
  'reminder.smsStop': 'Responda STOP para no recibir más.',

  'registrationCode.subject': 'Su código de verificación de {{company}}',
  'registrationCode.code': 'Su código de verificación de {{company}} es {{code}}.',
  'registrationCode.codeIs': 'Su código de verificación de {{company}} es:',
  'registrationCode.expires': 'Vence en {{minutes}} minutos.',
  'registrationCode.ignore': 'Si usted no inició un registro, puede ignorar este correo.',

  'phoneCode.sms': '{{code}} es su código de inicio de sesión de {{company}}. Vence en {{minutes}} minutos.',

  'reset.subject': 'Restablezca su contraseña del portal de clientes de {{company}}',
  'reset.asked':
    'Recibimos una solicitud para restablecer la contraseña de su cuenta del portal de clientes de {{company}}.',
  'reset.openLink': 'Abra este enlace dentro de una hora para elegir una contraseña nueva:',
  'reset.button': 'Restablecer mi contraseña',
  'reset.ignore': 'Si usted no lo solicitó, puede ignorar este correo; su contraseña no cambia.',

  'welcome.subject': 'Bienvenido al portal de clientes de {{company}}',
  'welcome.created': 'El servicio al cliente de {{company}} creó su cuenta del portal de clientes.',
  'welcome.createdFor':
    'El servicio al cliente de {{company}} creó su cuenta del portal de clientes para {{organization}}.',
  'welcome.signInEmail': 'Correo para iniciar sesión: {{email}}',
  'welcome.openLink': 'Abra este enlace dentro de 7 días para elegir su contraseña:',
  'welcome.button': 'Elegir mi contraseña',
  'welcome.afterwards': 'Después podrá iniciar sesión en {{url}}.',
  'welcome.unexpected': 'Si no esperaba este correo, comuníquese con {{company}}.',

  'moved.yourAddress': 'su dirección de servicio',
  'moved.subject': 'Su cuenta de {{company}} ya no tiene la dirección {{where}}',
  'moved.unlinked':
    'La dirección de servicio {{where}} ya no está vinculada a su cuenta del portal de clientes de {{company}}.',
  'moved.owner':
    'Su propietario la registró con una prueba de propiedad (el correo registrado, el número de cuenta o un documento), y su cuenta la había verificado solo por correo.',
  'moved.stillSignIn':
    'Puede seguir iniciando sesión con su correo y contraseña o con Google, pero su cuenta ya no muestra los servicios de esta dirección.',
  'moved.contact': 'Si esta dirección es suya, comuníquese con nosotros: {{url}}',
  'moved.contactLink': 'Si esta dirección es suya, {{link}}.',
  'moved.contactUs': 'comuníquese con nosotros',

  'confirm.subject.service-change': '{{company}}: confirmación de cambio de servicio',
  'confirm.subject.additional-cart': '{{company}}: confirmación de solicitud de contenedor adicional',
  'confirm.subject.additional-cart-removal': '{{company}}: confirmación de retiro de contenedor adicional',
  'confirm.subject.missed-pickup': 'Confirmación de solicitud por recolección no realizada',
  'confirm.subject.pickup-request': 'Confirmación de solicitud de recolección',
  'confirm.subject.vacation-hold': 'Confirmación de solicitud de suspensión por vacaciones',
  'confirm.subject.damaged-cart': 'Confirmación de solicitud por contenedor dañado',
  'confirm.intro.service-change': 'Recibimos su solicitud de cambio de servicio. Estos son los detalles.',
  'confirm.intro.additional-cart':
    'Recibimos su solicitud de contenedores adicionales. Estos son los detalles.',
  'confirm.intro.additional-cart-removal':
    'Recibimos su solicitud para retirar contenedores adicionales. Estos son los detalles.',
  'confirm.intro.missed-pickup':
    'Recibimos su aviso de recolección no realizada. Nuestro equipo se ocupará lo antes posible.',
  'confirm.intro.pickup-request':
    'Recibimos su solicitud de recolección. Nuestro equipo la programará lo antes posible.',
  'confirm.intro.vacation-hold':
    'Recibimos su solicitud de suspensión por vacaciones. Estos son los detalles.',
  'confirm.intro.damaged-cart':
    'Recibimos su solicitud para reemplazar un contenedor dañado. Estos son los detalles.',
  'confirm.helloCustomer': 'Estimado cliente:',
  'confirm.reference': 'Número de referencia: {{reference}}',
  'confirm.withIssue': '{{reference}} (caso n.º {{issue}})',
  'confirm.yourDetails': 'Sus datos',
  'confirm.requestDetails': 'Detalles de la solicitud',
  'confirm.before': 'Antes',
  'confirm.after': 'Después',
  'confirm.questions': '¿Preguntas? Llámenos al {{phone}} o escriba a {{email}}.',
  'confirm.thanks': 'Gracias por elegir {{company}}.',
  'confirm.line': '{{label}}: {{value}}',
  'confirm.value.gallons': '{{size}} galones',
  'confirm.value.unknownSize': 'Tamaño desconocido',
  'confirm.value.perCart': '{{amount}} por contenedor',
  'confirm.label.Name': 'Nombre',
  'confirm.label.Email': 'Correo electrónico',
  'confirm.label.Phone': 'Teléfono',
  'confirm.label.Service address': 'Dirección de servicio',
  'confirm.label.Account': 'Cuenta',
  'confirm.label.Service': 'Servicio',
  'confirm.label.Size': 'Tamaño',
  'confirm.label.Rate': 'Tarifa',
  'confirm.label.Cart size': 'Tamaño del contenedor',
  'confirm.label.Additional cart rate': 'Tarifa por contenedor adicional',
  'confirm.label.Additional carts': 'Contenedores adicionales',
  'confirm.label.Total rate': 'Tarifa total',
  'confirm.label.Subject': 'Asunto',
  'confirm.label.Details': 'Detalles',
  'confirm.label.Stop service on': 'Suspender el servicio el',
  'confirm.label.Restart service after': 'Reanudar el servicio después del',
  'confirm.label.Comments': 'Comentarios',
  'confirm.label.Cart': 'Contenedor',
  'confirm.label.Damage': 'Daño',
  // the copy of a Contact Us message to its sender
  'contact.subject': 'Recibimos su mensaje: {{subject}}',
  'contact.thanks':
    'Gracias por comunicarse con {{company}}. Recibimos su mensaje y le responderemos a esta dirección.',
  'contact.urgent': 'Si es urgente, llámenos al {{phone}} o escriba a {{email}}.',
  'contact.yourMessage': 'Su mensaje ({{subject}}):',
  'contact.notYou':
    'Si usted no nos escribió, es posible que alguien haya ingresado su dirección por error; puede ignorar este correo.',

  // a claim on a held address and the letter with a code (issue 26 §1)
  'claim.holder.subject': 'Alguien reclama la dirección {{where}} de su cuenta de {{company}}',
  'claim.holder.claimed':
    'Alguien registró una cuenta de {{company}} para {{where}} y dice que la dirección es suya.',
  'claim.holder.waits': 'Si no hace nada, la dirección pasará a su cuenta el {{date}}.',
  'claim.holder.staff':
    'Nuestro personal revisará su prueba y decidirá. Hasta entonces la dirección sigue en su cuenta.',
  'claim.holder.object': 'Si la dirección es suya, oponga aquí con un clic: {{url}}',
  'claim.holder.objectLink': 'Si la dirección es suya, {{link}}.',
  'claim.holder.objectLinkText': 'oponga con un clic',
  'claim.holder.sms':
    '{{company}}: alguien reclama la dirección {{where}} de su cuenta. Si es suya, oponga aquí: {{url}}',
  'claim.claimant.subject': 'Su reclamación de la dirección {{where}}',
  'claim.claimant.opened':
    'La dirección {{where}} está registrada en otra cuenta. Su cuenta se creó sin ella y abrimos una reclamación para usted.',
  'claim.claimant.waits':
    'Avisamos al titular de la cuenta. Si no se opone, la dirección pasará a su cuenta el {{date}}.',
  'claim.claimant.staff':
    'Avisamos al titular de la cuenta y nuestro personal revisará su prueba y decidirá. Le escribiremos cuando lo haga.',
  'claim.decided.subject': 'Decisión sobre la dirección {{where}}',
  'claim.approved.claimant': 'La dirección {{where}} ya está en su cuenta de {{company}}.',
  'claim.approved.holder':
    'La dirección {{where}} pasó a otra cuenta después de que nuestro personal revisara su prueba. Puede seguir iniciando sesión.',
  'claim.moved.holder':
    'La dirección {{where}} pasó a otra cuenta: el plazo de espera terminó sin oposición. Puede seguir iniciando sesión.',
  'claim.refused.claimant':
    'Su reclamación de la dirección {{where}} fue rechazada. Si la dirección es suya, contáctenos.',
  'claim.refused.holder':
    'La reclamación de la dirección {{where}} fue rechazada. La dirección sigue en su cuenta.',
  'claim.objected.claimant':
    'El titular de la cuenta se opuso a su reclamación de la dirección {{where}}, así que la dirección sigue con él. Si es suya, contáctenos.',
  'claim.objected.holder': 'Su oposición quedó registrada. La dirección {{where}} sigue en su cuenta.',
  'claim.page.title': 'Reclamación de la dirección {{where}}',
  'claim.page.button': 'Esta dirección es mía: me opongo',
  'claim.page.closed': 'Esta reclamación ya fue decidida.',
  'claim.page.invalid': 'Este enlace no es válido.',
  'letter.resident': 'Residente',
  'letter.intro':
    'Alguien pidió registrar esta dirección en una cuenta del portal de clientes de {{company}}.',
  'letter.enter':
    'Para demostrar que recibe correo aquí, introduzca el código de abajo en el registro antes del {{date}}.',
  'letter.ignore': 'Si no lo pidió, puede ignorar esta carta: nada cambia sin el código.',
};
