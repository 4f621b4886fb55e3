import type { Labels } from '@portside/contracts';

export interface StarterArticle {
  titles: Labels;
  contents: Labels;
}

export interface StarterSection {
  titles: Labels;
  articles: StarterArticle[];
}

/**
 * The guide the portal starts with (spec §7 Column/GetTreeList); staff edit it from then on. Each
 * article describes what the portal does today, in the words of its menus and buttons.
 */
export const STARTER_GUIDE: StarterSection[] = [
  {
    titles: { 'zh-CN': '入门', 'en-US': 'Getting started', 'fr-FR': 'Prise en main', 'de-DE': 'Erste Schritte' },
    articles: [
      {
        titles: {
          'zh-CN': '登录与账号',
          'en-US': 'Signing in and your account',
          'fr-FR': 'Connexion et compte',
          'de-DE': 'Anmeldung und Konto',
        },
        contents: {
          'zh-CN':
            '<p>使用账号和密码登录，或在“快捷登录”中输入发送到您手机的短信验证码。忘记密码时，可在登录页通过短信验证码重置。</p><p>右上角的用户菜单可修改密码和退出登录。会话闲置一段时间后会自动过期，届时请重新登录。</p><p>页头可切换语言（中文、英语、法语、德语）、调整界面尺寸、全屏显示以及提交反馈。</p>',
          'en-US':
            '<p>Sign in with your account name and password, or choose <strong>Quick login</strong> and enter the code sent to your phone by SMS. If you forgot your password, reset it from the sign-in page with an SMS code.</p><p>The user menu at the top right lets you change your password and log out. A session that stays idle expires; sign in again when asked.</p><p>The header also switches the language (Chinese, English, French, German), changes the size of the page elements, goes full screen and opens the feedback form.</p>',
          'fr-FR':
            "<p>Connectez-vous avec votre nom de compte et votre mot de passe, ou choisissez la <strong>connexion rapide</strong> et saisissez le code reçu par SMS. Si vous avez oublié votre mot de passe, réinitialisez-le depuis la page de connexion avec un code SMS.</p><p>Le menu utilisateur, en haut à droite, permet de changer de mot de passe et de se déconnecter. Une session inactive expire&nbsp;: reconnectez-vous lorsque le portail le demande.</p><p>L'en-tête permet aussi de changer de langue (chinois, anglais, français, allemand), de régler la taille des éléments, de passer en plein écran et d'envoyer un retour.</p>",
          'de-DE':
            '<p>Melden Sie sich mit Kontoname und Passwort an, oder wählen Sie <strong>Schnellanmeldung</strong> und geben Sie den per SMS gesendeten Code ein. Haben Sie Ihr Passwort vergessen, setzen Sie es auf der Anmeldeseite mit einem SMS-Code zurück.</p><p>Im Benutzermenü oben rechts ändern Sie Ihr Passwort und melden sich ab. Eine Sitzung ohne Aktivität läuft ab; melden Sie sich dann erneut an.</p><p>In der Kopfzeile wechseln Sie außerdem die Sprache (Chinesisch, Englisch, Französisch, Deutsch), ändern die Größe der Elemente, schalten in den Vollbildmodus und senden Feedback.</p>',
        },
      },
      {
        titles: {
          'zh-CN': '首页概览',
          'en-US': 'The dashboard',
          'fr-FR': 'Le tableau de bord',
          'de-DE': 'Die Übersicht',
        },
        contents: {
          'zh-CN':
            '<p>首页汇总您公司的货物：运输中、7 天内到达、延误以及待清关的票数。点击任一数字即可打开对应筛选条件下的货物列表。</p><p>首页标签始终固定，不能关闭。</p>',
          'en-US':
            '<p>The dashboard sums up your company’s cargo: shipments in transit, arriving within 7 days, delayed, and awaiting customs. Click a figure to open the shipment list with that filter.</p><p>The dashboard tab is pinned and cannot be closed.</p>',
          'fr-FR':
            '<p>Le tableau de bord résume les marchandises de votre société&nbsp;: expéditions en transit, arrivant sous 7 jours, en retard et en attente de dédouanement. Cliquez sur un chiffre pour ouvrir la liste filtrée correspondante.</p><p>L’onglet du tableau de bord est épinglé et ne peut pas être fermé.</p>',
          'de-DE':
            '<p>Die Übersicht fasst die Sendungen Ihres Unternehmens zusammen: unterwegs, Ankunft in 7 Tagen, verspätet und wartend auf die Zollabfertigung. Ein Klick auf eine Zahl öffnet die Sendungsliste mit diesem Filter.</p><p>Der Reiter der Übersicht ist angeheftet und lässt sich nicht schließen.</p>',
        },
      },
    ],
  },
  {
    titles: { 'zh-CN': '货物', 'en-US': 'Shipments', 'fr-FR': 'Expéditions', 'de-DE': 'Sendungen' },
    articles: [
      {
        titles: {
          'zh-CN': '如何查询一票货物',
          'en-US': 'How to track a shipment',
          'fr-FR': 'Suivre une expédition',
          'de-DE': 'Eine Sendung verfolgen',
        },
        contents: {
          'zh-CN':
            '<p>打开 <strong>货物状态 › 轨迹查询</strong>，输入以下任一号码：柜号、提单号、空运单号、订舱号或工作号。号码类型会自动识别，也可以手动选择。</p><p>柜号和空运单号带有校验位：输错一位时，页面会提示号码无效，而不会返回空结果。</p><p>也可以在 <strong>全部货物</strong>、<strong>海运</strong>、<strong>空运</strong>、<strong>铁路</strong> 列表中按号码、起运港、目的港或日期筛选，点击工作号打开货物详情。</p>',
          'en-US':
            '<p>Open <strong>Cargo status › Track &amp; trace</strong> and enter any of these numbers: container number, bill of lading, air waybill, booking number or job number. The kind of number is recognised automatically; you can also choose it.</p><p>Container numbers and air waybills carry a check digit: a mistyped digit is reported as an invalid number instead of giving an empty result.</p><p>You can also filter the <strong>All shipments</strong>, <strong>Sea</strong>, <strong>Air</strong> and <strong>Rail</strong> lists by number, origin, destination or date, and click a job number to open the shipment’s detail.</p>',
          'fr-FR':
            '<p>Ouvrez <strong>État des marchandises › Suivi</strong> et saisissez l’un de ces numéros&nbsp;: numéro de conteneur, connaissement, lettre de transport aérien, numéro de réservation ou numéro de dossier. Le type de numéro est reconnu automatiquement&nbsp;; vous pouvez aussi le choisir.</p><p>Les numéros de conteneur et de LTA comportent un chiffre de contrôle&nbsp;: une faute de frappe est signalée comme numéro invalide au lieu de donner un résultat vide.</p><p>Vous pouvez aussi filtrer les listes <strong>Toutes les expéditions</strong>, <strong>Maritime</strong>, <strong>Aérien</strong> et <strong>Ferroviaire</strong> par numéro, origine, destination ou date, puis cliquer sur un numéro de dossier pour ouvrir le détail.</p>',
          'de-DE':
            '<p>Öffnen Sie <strong>Frachtstatus › Sendungsverfolgung</strong> und geben Sie eine dieser Nummern ein: Containernummer, Konnossement, Luftfrachtbrief, Buchungsnummer oder Auftragsnummer. Die Art der Nummer wird automatisch erkannt; Sie können sie auch wählen.</p><p>Containernummern und Luftfrachtbriefe haben eine Prüfziffer: Eine vertippte Ziffer wird als ungültige Nummer gemeldet statt ein leeres Ergebnis zu liefern.</p><p>Sie können auch die Listen <strong>Alle Sendungen</strong>, <strong>See</strong>, <strong>Luft</strong> und <strong>Schiene</strong> nach Nummer, Abgangsort, Bestimmungsort oder Datum filtern und mit einem Klick auf die Auftragsnummer die Sendungsdetails öffnen.</p>',
        },
      },
      {
        titles: {
          'zh-CN': '如何阅读节点',
          'en-US': 'Reading milestones',
          'fr-FR': 'Lire les étapes',
          'de-DE': 'Meilensteine lesen',
        },
        contents: {
          'zh-CN':
            '<p>货物详情按时间顺序列出每个节点：装箱、进闸、装船、离港、到港、卸货、提箱等。每个节点标注其性质：</p><ul><li><strong>计划</strong>：船期或航班计划的时间；</li><li><strong>预计</strong>：承运人当前的预估；</li><li><strong>实际</strong>：已经发生。</li></ul><p>“ETA 变更记录”显示预计到港时间的每次调整及原因。预计到港时间晚于最初的 ETA 时，货物会被标记为延误。</p>',
          'en-US':
            '<p>A shipment’s detail lists every milestone in time order: stuffed, gated in, loaded, departed, arrived, discharged, picked up and so on. Each one says what kind of time it is:</p><ul><li><strong>Planned</strong>: the time in the carrier’s schedule;</li><li><strong>Estimated</strong>: the carrier’s current forecast;</li><li><strong>Actual</strong>: it has happened.</li></ul><p>The <strong>ETA history</strong> shows every change of the estimated arrival and its reason. A shipment whose ETA is later than its first ETA is marked as delayed.</p>',
          'fr-FR':
            '<p>Le détail d’une expédition liste chaque étape dans l’ordre chronologique&nbsp;: empotage, entrée au terminal, chargement, départ, arrivée, déchargement, enlèvement, etc. Chacune indique la nature de son heure&nbsp;:</p><ul><li><strong>Prévue</strong>&nbsp;: l’heure du programme du transporteur&nbsp;;</li><li><strong>Estimée</strong>&nbsp;: la prévision actuelle du transporteur&nbsp;;</li><li><strong>Réelle</strong>&nbsp;: l’étape a eu lieu.</li></ul><p>L’<strong>historique de l’ETA</strong> montre chaque changement de l’arrivée estimée et sa raison. Une expédition dont l’ETA est postérieure à sa première ETA est marquée en retard.</p>',
          'de-DE':
            '<p>Die Sendungsdetails zeigen jeden Meilenstein in zeitlicher Reihenfolge: gestaut, im Terminal eingegangen, verladen, abgefahren, angekommen, entladen, abgeholt usw. Jeder nennt die Art seiner Zeit:</p><ul><li><strong>Geplant</strong>: die Zeit im Fahrplan des Frachtführers;</li><li><strong>Erwartet</strong>: die aktuelle Prognose des Frachtführers;</li><li><strong>Tatsächlich</strong>: der Schritt ist erfolgt.</li></ul><p>Der <strong>ETA-Verlauf</strong> zeigt jede Änderung der erwarteten Ankunft mit ihrem Grund. Eine Sendung, deren ETA später als ihre erste ETA liegt, gilt als verspätet.</p>',
        },
      },
      {
        titles: {
          'zh-CN': '导出货物列表',
          'en-US': 'Exporting a shipment list',
          'fr-FR': 'Exporter une liste d’expéditions',
          'de-DE': 'Eine Sendungsliste exportieren',
        },
        contents: {
          'zh-CN':
            '<p>在任一货物列表中设置筛选条件后，点击 <strong>导出</strong>，即可下载包含当前筛选结果的 Excel 文件（.xlsx）。日期以 Excel 日期格式写入，便于排序和计算。</p><p>导出按钮需要“导出”权限；如果看不到该按钮，请联系贵公司的管理员。</p>',
          'en-US':
            '<p>Set the filter of any shipment list, then click <strong>Export</strong>: you receive an Excel file (.xlsx) with the shipments the filter finds. Dates are written as real Excel dates, so you can sort and calculate with them.</p><p>The button needs the Export permission; if you do not see it, ask your company’s administrator.</p>',
          'fr-FR':
            '<p>Réglez le filtre d’une liste d’expéditions, puis cliquez sur <strong>Exporter</strong>&nbsp;: vous recevez un fichier Excel (.xlsx) des expéditions trouvées. Les dates y sont de vraies dates Excel, que vous pouvez trier et utiliser dans vos calculs.</p><p>Le bouton demande le droit d’export&nbsp;; si vous ne le voyez pas, adressez-vous à l’administrateur de votre société.</p>',
          'de-DE':
            '<p>Stellen Sie den Filter einer Sendungsliste ein und klicken Sie auf <strong>Exportieren</strong>: Sie erhalten eine Excel-Datei (.xlsx) mit den gefundenen Sendungen. Datumsangaben sind echte Excel-Daten, die Sie sortieren und für Berechnungen nutzen können.</p><p>Die Schaltfläche erfordert die Exportberechtigung; sehen Sie sie nicht, wenden Sie sich an den Administrator Ihres Unternehmens.</p>',
        },
      },
    ],
  },
  {
    titles: {
      'zh-CN': '消息与设置',
      'en-US': 'Messages and settings',
      'fr-FR': 'Messages et réglages',
      'de-DE': 'Nachrichten und Einstellungen',
    },
    articles: [
      {
        titles: {
          'zh-CN': '使用消息通知',
          'en-US': 'Using notifications',
          'fr-FR': 'Utiliser les notifications',
          'de-DE': 'Benachrichtigungen nutzen',
        },
        contents: {
          'zh-CN':
            '<p>页头的铃铛是消息中心：新消息会实时出现，角标显示未读数量。“未读”和“全部”两个标签分页显示消息；打开一条消息即标记为已读，“全部已读”可一次标记所有未读消息。</p><p>所有消息都可在 <strong>首页 › 消息记录</strong> 中查看。在 <strong>系统设置 › 推送设置</strong> 中，您可以为每种消息类型选择是否在门户中显示、是否同时发送邮件；每封邮件都附有退订链接。</p>',
          'en-US':
            '<p>The bell in the header is the message centre: new messages appear as they arrive and the badge counts the unread ones. The <strong>Unread</strong> and <strong>All</strong> tabs page through them; opening a message marks it as read, and <strong>All read</strong> marks every unread one.</p><p>Every message is kept under <strong>Dashboard › Message history</strong>. Under <strong>Settings › Notification settings</strong> you choose, for each type of message, whether it shows in the portal and whether it is also e-mailed to you; every e-mail has an unsubscribe link.</p>',
          'fr-FR':
            '<p>La cloche de l’en-tête est le centre de messages&nbsp;: les nouveaux messages apparaissent dès leur arrivée et la pastille compte les non-lus. Les onglets <strong>Non lus</strong> et <strong>Tous</strong> les présentent par pages&nbsp;; ouvrir un message le marque comme lu, et <strong>Tout lu</strong> marque tous les non-lus.</p><p>Tous les messages restent dans <strong>Tableau de bord › Historique des messages</strong>. Dans <strong>Paramètres › Réglages des notifications</strong>, vous choisissez pour chaque type de message s’il s’affiche dans le portail et s’il vous est aussi envoyé par e-mail&nbsp;; chaque e-mail contient un lien de désabonnement.</p>',
          'de-DE':
            '<p>Die Glocke in der Kopfzeile ist die Nachrichtenzentrale: Neue Nachrichten erscheinen sofort, das Abzeichen zählt die ungelesenen. Die Reiter <strong>Ungelesen</strong> und <strong>Alle</strong> zeigen sie seitenweise; das Öffnen einer Nachricht markiert sie als gelesen, <strong>Alle gelesen</strong> markiert alle ungelesenen.</p><p>Alle Nachrichten bleiben unter <strong>Übersicht › Nachrichtenverlauf</strong>. Unter <strong>Einstellungen › Benachrichtigungseinstellungen</strong> wählen Sie für jede Nachrichtenart, ob sie im Portal erscheint und ob sie Ihnen auch per E-Mail geschickt wird; jede E-Mail enthält einen Abmeldelink.</p>',
        },
      },
      {
        titles: {
          'zh-CN': '管理子账号',
          'en-US': 'Managing your company’s accounts',
          'fr-FR': 'Gérer les comptes de votre société',
          'de-DE': 'Konten Ihres Unternehmens verwalten',
        },
        contents: {
          'zh-CN':
            '<p>贵公司的管理员可在 <strong>系统设置 › 账号管理</strong> 中添加子账号、启用或停用账号、重置密码，并为每个子账号分配可见的菜单和按钮。子账号只能看到分配给它的页面。</p>',
          'en-US':
            '<p>Your company’s administrator adds accounts under <strong>Settings › Account management</strong>, enables or disables them, resets their passwords and grants each one the menus and buttons it may use. An account sees only the pages granted to it.</p>',
          'fr-FR':
            '<p>L’administrateur de votre société ajoute des comptes dans <strong>Paramètres › Gestion des comptes</strong>, les active ou les désactive, réinitialise leurs mots de passe et accorde à chacun les menus et boutons qu’il peut utiliser. Un compte ne voit que les pages qui lui sont accordées.</p>',
          'de-DE':
            '<p>Der Administrator Ihres Unternehmens legt unter <strong>Einstellungen › Kontoverwaltung</strong> Konten an, aktiviert oder deaktiviert sie, setzt Passwörter zurück und gewährt jedem Konto die Menüs und Schaltflächen, die es nutzen darf. Ein Konto sieht nur die ihm gewährten Seiten.</p>',
        },
      },
      {
        titles: {
          'zh-CN': '提交反馈',
          'en-US': 'Sending feedback',
          'fr-FR': 'Envoyer un retour',
          'de-DE': 'Feedback senden',
        },
        contents: {
          'zh-CN':
            '<p>点击页头的反馈按钮，选择反馈类型并填写备注（必填），可附上截图（每张不超过 50M）。您的联系人会在门户中收到反馈并与您联系。</p>',
          'en-US':
            '<p>Click the feedback button in the header, choose the type of feedback and write your remarks (required); you may attach screenshots (each at most 50M). Your contacts at the forwarder read it in the portal and get back to you.</p>',
          'fr-FR':
            '<p>Cliquez sur le bouton de retour dans l’en-tête, choisissez le type de retour et rédigez vos remarques (obligatoires)&nbsp;; vous pouvez joindre des captures d’écran (50M au plus chacune). Vos interlocuteurs chez le transitaire les lisent dans le portail et vous répondent.</p>',
          'de-DE':
            '<p>Klicken Sie in der Kopfzeile auf die Feedback-Schaltfläche, wählen Sie die Art des Feedbacks und schreiben Sie Ihre Anmerkungen (Pflichtfeld); Sie können Bildschirmfotos anhängen (je höchstens 50M). Ihre Ansprechpartner beim Spediteur lesen es im Portal und melden sich bei Ihnen.</p>',
        },
      },
    ],
  },
];
