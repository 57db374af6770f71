"""The app's words in French: every sentence, name and key the app shows."""

from __future__ import annotations

from coinche_score.i18n import commands_fr
from coinche_score.i18n.catalogue import Catalogue
from coinche_score.rules import (
    Announce,
    BeloteScoring,
    Coinche,
    CoincheScoring,
    DefenceTie,
    Rounding,
    RoundingScope,
    Scale,
    TieBreak,
    Trump,
)

#: Every sentence the app shows, by key (the same keys in every language: a test checks).
SENTENCES: dict[str, str] = {
    # ------------------------------------------------------------------ general
    "app.title": "coinche-score",
    "format.day": "{day:02d}/{month:02d}/{year:04d}",
    "team.default.A": "Nous",
    "team.default.B": "Eux",
    "yes": "oui",
    "no": "non",
    "none": "—",
    "key.bar.palette": "Commandes",
    # --------------------------------------------------------------- bindings
    "binding.quit": "Quitter",
    "binding.help": "Aide",
    "binding.home.resume": "Reprendre",
    "binding.home.new_match": "Nouvelle partie",
    "binding.home.rename": "Renommer",
    "binding.home.delete": "Supprimer",
    "binding.home.archive": "Archiver",
    "binding.home.unarchive": "Désarchiver",
    "binding.home.restore": "Restaurer",
    "binding.home.show_archive": "Archives",
    "binding.home.show_trash": "Corbeille",
    "binding.home.show_saved": "Parties",
    "binding.home.damaged": "Fichiers abîmés",
    "binding.damaged.close": "Fermer",
    "home.damaged.more": "… et {count} de plus : coinche-score list les nomme tous",
    "binding.rename.save": "Enregistrer",
    "binding.rename.cancel": "Annuler",
    "binding.new_match.start": "Commencer",
    "binding.new_match.customise": "Personnaliser",
    "binding.new_match.back": "Retour",
    "binding.sheet.new_deal": "Donne",
    "binding.sheet.edit_deal": "Corriger",
    "binding.sheet.insert_deal": "Insérer",
    "binding.sheet.delete_deal": "Supprimer",
    "binding.sheet.undo": "Annuler",
    "binding.sheet.redo": "Rétablir",
    "binding.sheet.back": "Retour",
    "binding.sheet.read_only": "Lecture seule",
    "binding.sheet.home": "Accueil",
    "binding.sheet.result": "Résultat",
    "binding.sheet.retry_save": "Réessayer",
    "binding.deal.save": "Enregistrer",
    "binding.deal.cancel": "Annuler",
    "binding.deal.belote": "Belote",
    "binding.deal.coinche": "Coinche",
    "binding.deal.all_tricks": "Tous les plis",
    "binding.deal.announces": "Annonces",
    "binding.deal.renonce": "Renonce",
    "binding.confirm.yes": "Oui",
    "binding.confirm.no": "Non",
    "binding.winner.rematch": "Revanche",
    "binding.winner.sheet": "Feuille",
    "binding.winner.home": "Accueil",
    "binding.rules.apply": "Appliquer",
    "binding.rules.cancel": "Annuler",
    "binding.help.close": "Fermer",
    # ---------------------------------------------------------- command palette
    "command.new_match": "Nouvelle partie",
    "command.new_match.help": "Commencer une nouvelle partie",
    "palette.placeholder": "Chercher une commande…",
    "palette.themes": "Chercher un thème…",
    "palette.no_matches": "Aucun résultat",
    "binding.loading.back": "Retour",
    "home.reading": "Lecture des parties enregistrées…",
    "loading.match": "Lecture de la partie…",
    "loading.names": "Lecture des noms des parties enregistrées…",
    "app.kept_nowhere": (
        "coinche-score : les derniers changements de la partie n'ont pu être enregistrés nulle part"
    ),
    "app.kept_elsewhere": (
        "coinche-score : les derniers changements de la partie sont enregistrés dans {path}"
    ),
    "system.theme": "Thème",
    "system.theme.help": "Changer les couleurs de l'application",
    "system.quit": "Quitter",
    "system.quit.help": "Quitter (tout est enregistré)",
    "system.quit.help.unsaved": "Quitter (la dernière modification n'est pas enregistrée : "
    "demande d'abord)",
    "system.keys": "Touches",
    "system.keys.help": "Toutes les touches de l'application",
    # ------------------------------------------------ le score sur chaque téléphone
    "command.share": "Partager le score",
    "command.share.help": "Une page du score, en lecture seule, pour chaque téléphone de la table",
    "command.stop_sharing": "Arrêter le partage",
    "command.stop_sharing.help": "Les téléphones ne suivent plus le score",
    "binding.sheet.share": "Partager",
    "help.key.sheet.share": (
        "partager le score : une page en lecture seule pour les téléphones de la table"
    ),
    "binding.share.stop": "Arrêter le partage",
    "binding.share.close": "Fermer",
    "binding.share.other": "Autre adresse",
    "share.which": (
        "Adresse {number} sur {count}, une par réseau de cette machine : un téléphone qui ne"
        " peut pas l'ouvrir peut ouvrir la suivante."
    ),
    "app.no_terminal": (
        "coinche-score : l'application lit ses touches dans un terminal, et l'entrée standard"
        " n'en est pas un ; un script donne une commande (coinche-score --help)"
    ),
    "share.title": "Le score sur chaque téléphone",
    "share.scan": "Scannez le code, ou ouvrez :",
    "share.who": (
        "Toute personne de ce réseau qui a le lien voit la partie en cours ; personne ne peut "
        "la modifier. Arrêter le partage y met fin."
    ),
    "share.local_only": (
        "Aucune adresse réseau trouvée : seul cet ordinateur peut ouvrir le lien."
    ),
    "share.cannot_listen": "impossible d'écouter sur {address} : {reason}",
    "share.failed": "Impossible de partager le score : {reason}",
    "share.stopped": "Partage arrêté : les téléphones ne suivent plus le score.",
    "view.title": "Score",
    "view.target": "objectif {target}",
    "view.deals": "Dernières donnes",
    "view.stopped": "Partage arrêté.",
    "view.reconnecting": "Connexion perdue : nouvel essai…",
    "view.read_only": "Lecture seule : le score est tenu sur l'ordinateur du marqueur.",
    "view.noscript": "Cette page a besoin de JavaScript pour afficher le score.",
    "view.waiting": "Aucune partie à montrer pour l'instant.",
    "view.unreadable": "Le fichier de la partie est illisible pour l'instant.",
    "view.gone": "Cette partie n'est plus parmi les parties enregistrées.",
    "view.refused": (
        "Ce lien n'est pas (ou plus) valable : scannez à nouveau le code du marqueur."
    ),
    "view.full": "Déjà trop de spectateurs ({count}) : réessayez plus tard.",
    # --------------------------------------------------------------------- home
    "home.tagline": "Tient la feuille de marque de la coinche. Crayon facultatif.",
    "home.resume": "Reprendre : {teams} {score} ({rules}, {target})",
    "home.nothing_to_resume": "Aucune partie en cours.",
    "home.saved": "Parties enregistrées",
    "home.no_saved": "Aucune partie enregistrée : Nouvelle partie (n) en commence une.",
    "home.list.saved": "Parties enregistrées",
    "home.list.archive": "Parties archivées",
    "home.list.trash": "Corbeille : parties supprimées, gardées 30 jours",
    "home.view_empty.archive": "Aucune partie archivée · Échap : parties enregistrées",
    "home.view_empty.trash": "La corbeille est vide · Échap : parties enregistrées",
    "home.view_hint.archive": "a remet une partie dans la liste · Échap : parties enregistrées",
    "home.view_hint.trash": "u restaure une partie · Échap : parties enregistrées",
    "home.confirm.delete": (
        "Supprimer la partie {teams} ?\nElle reste {days} jours dans la corbeille (t)."
    ),
    "home.deleted": "{teams} : dans la corbeille pour {days} jours (t, puis u pour restaurer).",
    "home.archived": "{teams} : archivée (v pour voir les archives).",
    "home.unarchived": "{teams} : de retour dans la liste.",
    "home.restored": "{teams} : restaurée.",
    "home.restored.archive": "{teams} : de retour dans les archives (v pour les voir).",
    "home.renamed": "Équipes renommées : {teams}.",
    "home.nothing_to_resume.notice": "Aucune partie en cours à reprendre.",
    "home.column.teams": "Équipes",
    "home.column.score": "Score",
    "home.column.rules": "Règles",
    "home.column.status": "État",
    "home.column.updated": "Modifiée",
    "home.status.playing": "en cours",
    "home.status.won": "gagnée par {team}",
    "home.status.won.short": "✓ {team}",
    "home.status.conflict": "copie en conflit",
    "home.damaged.line": "{name} : {reason}",
    # ---------------------------------------------------------------- problems
    "problem.store": "Impossible d'ouvrir la partie.\n{detail}",
    "problem.folder": "Impossible de lire les parties enregistrées.\n{detail}",
    "problem.archive": "Les parties archivées sont écartées.\n{detail}",
    "problem.create": "Impossible de créer la partie.\n{detail}",
    "problem.save": (
        "{detail}\nLa modification est gardée ; elle sera enregistrée avec la suivante"
        " (ou touche s)."
    ),
    "problem.saved_again": "Enregistré.",
    "problem.quit_unsaved": (
        "La dernière modification n'a pas pu être enregistrée. {detail}\n"
        "Quitter quand même et la perdre ?"
    ),
    "problem.refused": "Refusé : {detail}",
    "problem.match_over": (
        "La partie est finie : corrigez une donne pour la rouvrir, ou jouez la revanche."
    ),
    "problem.title": "Problème",
    "problem.changed_on_disk": (
        "Le fichier de cette partie a été modifié par autre chose pendant qu'elle était ouverte"
        " ici. Rien n'a été écrit ; votre modification est gardée ici.\n{detail}\nRecharger le"
        " fichier (votre modification est refaite si elle convient encore), ou enregistrer"
        " cette partie comme une nouvelle copie ?"
    ),
    "problem.changed_on_disk.no_reload": (
        "Le fichier de cette partie a été modifié par autre chose pendant qu'elle était ouverte"
        " ici. Rien n'a été écrit ; votre modification est gardée ici.\n{detail}\nEnregistrer"
        " cette partie comme une nouvelle copie ?"
    ),
    "problem.changed_on_disk.leaving": (
        "Le fichier de cette partie a été modifié par autre chose pendant qu'elle était ouverte"
        " ici, et il y manque des donnes affichées ici : fermée maintenant, elles seraient"
        " perdues.\n{detail}\nRecharger le fichier (la partie telle qu'elle est affichée est"
        " d'abord gardée comme une nouvelle partie), ou enregistrer cette partie comme une"
        " nouvelle copie ?"
    ),
    "problem.changed_on_disk.leaving.no_reload": (
        "Le fichier de cette partie a été modifié par autre chose pendant qu'elle était ouverte"
        " ici, et il y manque des donnes affichées ici : fermée maintenant, elles seraient"
        " perdues.\n{detail}\nEnregistrer cette partie comme une nouvelle copie ?"
    ),
    "problem.quit_lost": (
        "Le fichier de cette partie a été modifié par autre chose et il y manque des donnes"
        " affichées ici. {detail}\nQuitter quand même et les perdre ? Répondez non, puis h,"
        " pour les garder comme une nouvelle partie."
    ),
    "binding.conflict.reload": "Recharger",
    "binding.conflict.copy": "Enregistrer une copie",
    "binding.conflict.later": "Plus tard",
    "notice.reloaded": "Rechargée depuis le fichier.",
    "notice.not_remade": (
        "Rechargée depuis le fichier ; ce qui ne convenait plus n'a pas été refait : {changes}."
    ),
    "notice.not_remade.kept": (
        "Rechargée depuis le fichier ; ce qui ne convenait plus n'a pas été refait : {changes}."
        " La partie telle qu'elle était affichée est gardée comme une nouvelle partie, {id}."
    ),
    "change.add": "l'ajout de la donne {number}",
    "change.insert": "l'insertion de la donne {number}",
    "change.edit": "la correction de la donne {number}",
    "change.delete": "la suppression de la donne {number}",
    "change.undo": "l'annulation de {change}",
    "change.redo": "le rétablissement de {change}",
    "notice.reloaded.kept": (
        "Rechargée depuis le fichier, où manquaient des donnes affichées ici : la partie telle "
        "qu'elle était affichée est gardée comme une nouvelle partie, {id}."
    ),
    "notice.copied": (
        "Enregistrée comme nouvelle partie, {id} ; l'autre fichier est laissé tel quel."
    ),
    "notice.read_only": (
        "Lecture seule : cette partie est affichée mais ne peut pas être modifiée ici.\n{detail}"
    ),
    "sheet.read_only": "lecture seule",
    "sheet.read_only.refused": (
        "Cette partie est en lecture seule : rien ne peut y être changé ici."
    ),
    "notice.file_changed": "Le fichier de la partie a changé : affiché tel qu'il est maintenant.",
    # ------------------------------------------- store errors (tui/store_errors.py)
    "store_error.locked": (
        "Cette partie est ouverte dans un autre coinche-score (processus {pid}) :"
        " fermez-la d'abord."
    ),
    "store_error.locked.unknown": (
        "Cette partie est ouverte dans un autre coinche-score : fermez-la d'abord."
    ),
    "store_error.locked_elsewhere": (
        "Cette partie est peut-être ouverte sur une autre machine ({host}), comme le dit son"
        " fichier de verrou. Fermez-la d'abord là-bas ; si elle n'y est pas ouverte, supprimez"
        " le fichier {path}."
    ),
    "store_error.lock_failed": (
        "Impossible d'ouvrir la partie {match} pour la modifier (fichier de verrou refusé)."
    ),
    "store_error.damaged": "Le fichier {name} est abîmé ({reason}) ; il n'a pas été modifié.",
    "store_error.damaged.unreadable": "il est illisible",
    "store_error.damaged.empty": "il est vide",
    "store_error.damaged.not_utf8": "pas du texte UTF-8",
    "store_error.damaged.not_json": "pas du JSON valide",
    "store_error.damaged.not_object": "pas un fichier de partie",
    "store_error.damaged.no_version": "pas un fichier de partie : pas de version de schéma",
    "store_error.damaged.newer": "écrit par un coinche-score plus récent",
    "store_error.damaged.invalid": "fichier de partie non valide",
    "store_error.damaged.not_regular": (
        "pas un fichier ordinaire (un dossier, un tube ou un périphérique)"
    ),
    "store_error.damaged.too_big": "trop gros pour un fichier de partie (plus de 16 Mio)",
    "store_error.damaged.lone_conflict": (
        "une copie en conflit d'une partie absente de cette liste"
    ),
    "store_error.save": (
        "Impossible d'enregistrer {path} : {reason} ; le fichier est resté tel quel."
    ),
    "store_error.not_synced": "{path} est écrit, mais une panne pourrait l'annuler ({reason}).",
    "store_error.save_new": (
        "Impossible d'enregistrer une nouvelle partie dans {path} : {reason} ; rien n'a été "
        "enregistré."
    ),
    "store_error.save.too_big": "la partie est trop grosse pour un seul fichier (plus de 16 Mio)",
    "store_error.save.rules_too_big": (
        "les règles sont trop grosses pour un seul fichier (plus de 1 Mio)"
    ),
    "store_error.save.disk_full": "le disque est plein",
    "store_error.save.denied": "permission refusée",
    "store_error.save.other": "le système a refusé l'écriture",
    "store_error.not_a_folder": "Impossible d'enregistrer dans {path} : ce n'est pas un dossier.",
    "store_error.folder_unreadable": "Impossible de lire le dossier {path}.",
    "store_error.not_found": "Cette partie n'est plus dans le dossier.",
    "store_error.match_over": (
        "La partie est finie : corrigez une donne pour la rouvrir, ou jouez la revanche."
    ),
    "store_error.move_failed": (
        "Impossible de déplacer la partie vers {path} ; elle est restée où elle était."
    ),
    "store_error.nothing_to_undo": "Rien à annuler.",
    "store_error.nothing_to_redo": "Rien à rétablir.",
    "store_error.read_only": (
        "Cette partie ne peut pas être modifiée ici : son fichier ou son dossier est en lecture"
        " seule."
    ),
    "store_error.linked": (
        "Cette partie ne peut pas être modifiée ici : son fichier est un lien symbolique, que"
        " l'enregistrement remplacerait par une copie. Mettez le fichier lui-même dans le"
        " dossier pour modifier la partie."
    ),
    "store_error.changed.changed": (
        "Non enregistrée : le fichier de la partie a été modifié par autre chose depuis son"
        " ouverture."
    ),
    "store_error.changed.gone": (
        "Non enregistrée : le fichier de la partie a été supprimé ou abîmé depuis son ouverture."
    ),
    "store_error.changed.linked": (
        "Non enregistrée : le fichier de la partie est devenu un lien symbolique depuis son"
        " ouverture, qu'un enregistrement remplacerait par une copie. Enregistrez une copie, ou"
        " remettez le fichier lui-même."
    ),
    "store_error.changed.read_only": (
        "Non enregistrée : le fichier de la partie a été mis en lecture seule depuis son"
        " ouverture. Enregistrez une copie, ou rendez le fichier de nouveau modifiable."
    ),
    "store_error.changed.lock": (
        "Non enregistrée : le fichier de verrou de la partie a été supprimé ou remplacé pendant"
        " qu'elle était ouverte ; un autre coinche-score la modifie peut-être."
    ),
    "store_note.totals_differ": (
        "Les totaux enregistrés ne correspondaient pas aux donnes : les donnes font foi."
    ),
    "store_note.conflict_copy": (
        "Un outil de synchronisation a gardé une copie en conflit de cette partie, {file} : elle"
        " a été modifiée sur deux machines pendant qu'elles étaient séparées. Donnes qui"
        " diffèrent : {deals}. Gardez le bon fichier et supprimez l'autre."
    ),
    "store_note.conflict_copy_same": (
        "Un outil de synchronisation a gardé une copie en conflit de cette partie, {file}, avec"
        " les mêmes donnes : elle peut être supprimée."
    ),
    "store_note.conflict_copy_unreadable": (
        "Un outil de synchronisation a gardé une copie en conflit de cette partie, {file}, qui"
        " ne peut pas être lue."
    ),
    "store_note.not_migrated": (
        "Le fichier de cette partie vient d'un coinche-score plus ancien (version de schéma"
        " {version}) ; il sera mis à jour à la prochaine ouverture de la partie pour la modifier."
    ),
    "store_note.migrated": (
        "Le fichier de cette partie venait d'un coinche-score plus ancien ; il a été mis à jour"
        " et l'ancien gardé sous le nom {backup}."
    ),
    "store_error.exists": "Une partie de même identifiant est déjà là : {path}.",
    "notice.deleted": "Donne {number} supprimée.",
    "notice.warning": "À noter",
    # ---------------------------------------------------------------- new match
    "rename.title": "Renommer les équipes",
    "rules.custom_name": "personnalisées",
    "new.title": "Nouvelle partie",
    "new.teams": "Équipes",
    "new.team_a": "Équipe A",
    "new.team_b": "Équipe B",
    "new.players": "Joueurs (facultatif, sens horaire)",
    "new.seat": "Place {seat} ({team})",
    "new.first_dealer": "Premier donneur",
    "new.rules": "Règles",
    "new.custom_rules": "personnalisées (depuis {base})",
    "new.target": "Objectif",
    "new.target.placeholder": "{default} (ou un autre)",
    "new.target.invalid": "Au moins {minimum} : moins, c'est fini en une donne. Par ex. {options}",
    "new.start": "Commencer",
    "new.customise": "Personnaliser…",
    "new.error.character": (
        "Un nom ne peut pas contenir {char} : caractères de contrôle, bidi et de largeur"
        " nulle refusés."
    ),
    "new.error.team_names": "Il faut deux noms d'équipe différents et non vides.",
    # ------------------------------------------------------------ rules editor
    "rules.title": "Personnaliser les règles (depuis {base})",
    "rules.title.short": "Vos règles (depuis {base})",
    "rules.apply": "Appliquer",
    "rules.cancel": "Annuler",
    "rules.invalid_number": "Un nombre entier.",
    "rules.invalid_numbers": "Des nombres entiers séparés par des virgules.",
    "rules.name": "Nom de ces règles",
    "rules.name.help": (
        "Donnez un nom pour les garder comme règles maison pour vos prochaines parties."
    ),
    "rules.differs": "(modif.)",
    "rules.section.match": "Partie",
    "rules.section.bids": "Enchères",
    "rules.section.success": "Contrat fait ou chuté ?",
    "rules.section.scoring": "Ce qui est marqué",
    "rules.section.coinche": "Coinche",
    "rules.section.capot": "Capot et générale",
    "rules.section.belote_announces": "Belote et annonces",
    "rules.section.rounding": "Arrondi",
    "rules.section.end": "Fin de la partie",
    "rules.test.title": "Donnes d'essai (preneur A, cœur) : A / B",
    "rules.test.title.short": "Essais (preneur A, cœur) : A / B",
    "rules.test.refused": (
        "Corrigez les règles refusées ({rules} : chacune dit pourquoi, juste en dessous) pour"
        " voir les scores."
    ),
    "rules.test.made": "Fait",
    "rules.test.failed": "Chuté",
    "rules.test.coinche_made": "Coinché fait",
    "rules.test.coinche_failed": "Coinché chuté",
    "rules.test.capot": "Capot annoncé",
    "rules.test.defence_belote": "Belote défense",
    "rules.test.not_allowed": "pas permis par ces règles",
    "rules.test.was": "(avant {a} / {b})",
    "rules.problem.type": "Valeur impossible pour cette règle.",
    "rules.problem.range": "De {low} à {high}.",
    "rules.problem.range.name": "De 1 à 40 caractères.",
    "rules.problem.range.description": "10000 caractères au plus.",
    "rules.problem.range.source": "10000 caractères au plus.",
    "rules.problem.text": "Pas de caractère de contrôle, bidi ou de largeur nulle.",
    "rules.problem.range_or_empty": "De {low} à {high}, ou vide.",
    "rules.problem.range.target_options": "Au moins un objectif, chacun de 1 à 1000000.",
    "rules.problem.min_above_max": "L'enchère minimale dépasse la maximale ({max_bid}).",
    "rules.problem.ladder": "Doit valoir {min_bid} plus un multiple de {bid_step}.",
    "rules.problem.above_card_points": "162 au plus : il n'y a pas plus de points dans le jeu.",
    "rules.problem.surcoinche_below_coinche": (
        "La surcoinche ne peut multiplier moins que la coinche (×{coinche_multiplier})."
    ),
    "rules.problem.tie_needs_must_beat": (
        "Seulement s'il faut battre la défense ; sinon choisissez « le contrat chute »."
    ),
    "rules.problem.opening_not_below_min": (
        "Doit être sous l'enchère minimale ({min_bid}), ou vide."
    ),
    "rules.problem.bid_only_coinche": (
        "Quand seul le contrat est marqué, la coinche ne peut multiplier que le contrat."
    ),
    "rules.problem.bid_only_announces": (
        "Quand seul le contrat est marqué, il n'y a pas d'annonces."
    ),
    "rules.problem.bid_only_litige": "Quand seul le contrat est marqué, il n'y a pas de litige.",
    "rules.problem.points_only_coinche": (
        "Quand le contrat n'est pas marqué, la coinche doit multiplier autre chose que lui."
    ),
    "rules.problem.needs_winner_takes_all": (
        "Seulement si la coinche donne « tout au gagnant » ; laissez vide ou 0."
    ),
    "rules.problem.surcoinche_base_below": (
        "Pas moins que la base de la coinche ({coinche_base}) ; ou laissez vide."
    ),
    "rules.problem.needs_coinche_mode": "Seulement si la coinche multiplie plus que le contrat.",
    "rules.problem.needs_rounding": "Seulement si les scores sont arrondis.",
    "rules.problem.other": "Impossible avec les autres règles.",
    "binding.new_match.describe": "Décrire votre table",
    "binding.new_match.delete_rules": "Supprimer les règles",
    "binding.table.finish": "Enregistrer",
    "binding.table.cancel": "Annuler",
    "new.describe": "Décrire votre table…",
    "new.house_rules": "{name} (règles maison)",
    "new.rules.confirm_delete": (
        # No-break spaces: at 40 columns "» ?" began a line of its own.
        "Supprimer les règles maison «\u00a0{name}\u00a0»\u00a0?\n"
        "Les parties déjà commencées en gardent leur propre copie."
    ),
    "new.rules.deleted": (
        "Règles maison «\u00a0{name}\u00a0» supprimées ; les parties déjà commencées en gardent"
        " leur copie."
    ),
    "new.rules.chosen": "Choisies : {name}",
    "new.rules.saved_since": (
        "Les règles maison « {name} » ont été enregistrées de nouveau entre-temps : affichées"
        " telles qu'elles sont, Commencer les joue."
    ),
    "new.rules.save_failed": (
        "Les règles sont utilisées mais n'ont pas pu être enregistrées : {reason}"
    ),
    "rules_error.damaged": (
        "Les règles enregistrées {name} sont illisibles ({reason}) ; "
        "le fichier est laissé tel quel."
    ),
    "table.title": "Décrivez votre table",
    "table.intro": (
        "Répondez comme on joue à votre table. Chaque réponse est essayée sur une donne prise "
        "par A : le contrat, les points de A, puis les scores de A / B."
    ),
    "table.scale": (
        "Ajoutez-vous le contrat à vos points, comptez-vous seulement vos points, ou seulement "
        "le contrat ?"
    ),
    "table.scale.points_and_bid": "points + contrat",
    "table.scale.points_only": "points seuls",
    "table.scale.bid_only": "contrat seul",
    "table.beat_defence": "Le preneur doit-il aussi battre la défense ?",
    "table.beat_defence.no": "non",
    "table.beat_defence.yes": "oui",
    "table.coinche": "Que double la coinche ?",
    "table.coinche.bid": "le contrat",
    "table.coinche.whole_score": "tout le score",
    "table.coinche.winner_takes_all": "tout au gagnant",
    "table.coinche.winner_line": "la ligne du gagnant",
    "table.belote": "Qui garde la belote quand le preneur chute ?",
    "table.belote.holder": "son détenteur",
    "table.belote.defence": "la défense",
    "table.belote.nobody": "personne : elle ne compte jamais",
    "table.rounding": "Arrondissez-vous à la dizaine ?",
    "table.rounding.none": "non",
    "table.rounding.up": "oui, 85 → 90",
    "table.rounding.down": "oui, 85 → 80",
    "table.capot": "Que vaut un capot annoncé ?",
    "table.capot.points": "{capot} + les points",
    "table.capot.flat": "500 en tout",
    "table.capot.none": "pas d'annonce de capot",
    "table.announces": "Jouez-vous les annonces ?",
    "table.announces.no": "non",
    "table.announces.yes": "oui",
    "table.announces.off": "Tierce, carré… ne sont pas saisis et ne marquent rien.",
    "table.target": "Quel objectif ?",
    "table.target.500": "500",
    "table.target.1000": "1000",
    "table.target.1500": "1500",
    "table.target.2000": "2000",
    "table.target.3000": "3000",
    "table.target.sample": "La première équipe à {target} gagne.",
    "table.name": "Un nom pour ces règles (enregistrées comme règles maison)",
    "table.name.placeholder": "Chez Paul, par exemple",
    "table.name.missing": "Donnez un nom à ces règles, puis enregistrez de nouveau.",
    "table.name.taken": "Des règles maison s'appellent déjà « {name} » : choisissez un autre nom.",
    "table.save_failed": "Pas enregistrées : {reason}",
    "help.key.new_match.describe": "décrire votre table (les règles en huit questions)",
    "help.key.new_match.delete_rules": (
        "sur la liste des règles : supprimer les règles maison choisies (demande d'abord ; "
        "les parties en gardent une copie)"
    ),
    # ------------------------------------------------------- rules, in words
    "summary.bids": "Enchères {low}–{high}",
    "summary.lowest_needs": " ({low} exige {needed})",
    "summary.slams.capot": ", capot",
    "summary.slams.generale": ", générale",
    "summary.trumps.extra": ", {names}",
    "summary.counts": "Contrat fait avec {parts}",
    "summary.counts.points": "points",
    "summary.counts.belote": "belote",
    "summary.counts.announces": "annonces",
    "summary.beat_defence": ", en battant la défense",
    "summary.beat_defence.litige": " (égalité : litige)",
    "summary.failure.points_and_bid": "Chuté : la défense marque {points} + contrat",
    "summary.failure.points_only": "Chuté : la défense marque {points}",
    "summary.failure.bid_only": "Chuté : la défense marque le contrat",
    "summary.belote.holder": "Belote : à son détenteur, même si le preneur chute",
    "summary.belote.taken_on_failure": "Belote : à la défense si le preneur chute",
    "summary.belote.deal_winner": "Belote : à qui gagne la donne",
    "summary.belote.never": "Belote : ne compte pas",
    "summary.coinche.multiply_bid": "Coinche ×{c}, surcoinche ×{s} : le contrat seul",
    "summary.coinche.winner_takes_all": "Coinche ×{c}, surcoinche ×{s} : le gagnant prend tout",
    "summary.coinche.whole_score": "Coinche ×{c}, surcoinche ×{s} : tout le score",
    "summary.coinche.multiply_winner_line": "Coinche ×{c}, surcoinche ×{s} : la ligne du gagnant",
    "summary.scale.points_only": "Points faits : le contrat n'est pas marqué",
    "summary.scale.bid_only": "Points annoncés : seul le contrat est marqué",
    "summary.capot.flat": "Capot annoncé : {points} en tout{coinche}",
    "summary.capot.value": "Capot annoncé {points}, tous les plis {tricks}{coinche}",
    "summary.capot.none": "Pas de capot annoncé ; tous les plis {tricks}",
    "summary.capot.no_coinche": ", sans coinche",
    "summary.announces.on": "Annonces (carré de neuf {value})",
    "summary.announces.off": "Pas d'annonces",
    "summary.rounding.none": "Pas d'arrondi",
    "summary.rounding.nearest_10": "Arrondi à la dizaine",
    "summary.rounding.nearest_10_5_down": "Arrondi à la dizaine, 5 vers le bas",
    "summary.target": "Objectif {target} ({options}), jeu dans le {direction}",
    "summary.tie.play_on": "Égalité à la fin : on joue une donne de plus",
    "summary.tie.latest_deal_winner": "Égalité à la fin : vainqueur de la dernière donne",
    # -------------------------------------------------------------- score sheet
    "sheet.deal_column.number": "#",
    "sheet.deal_column.dealer": "Donneur",
    "sheet.deal_column.taker": "Preneur",
    "sheet.deal_column.contract": "Contrat",
    "sheet.deal_column.points": "Pts",
    "sheet.deal_column.belote": "Bel.",
    "sheet.deal_column.announces": "Ann.",
    "sheet.deal_column.result": "Résultat",
    "sheet.deal_column.total": "Σ{team}",
    "sheet.deal_column.dealer.short": "Donn.",
    "sheet.deal_column.announces.short": "Ann",
    "sheet.deal_column.belote.short": "Bel",
    "sheet.deal_column.taker.short": "Pren.",
    "sheet.deal_column.contract.short": "Contr.",
    "sheet.deal_column.result.short": "Rés.",
    "sheet.next": "Donne {number} · donneur : {dealer}",
    "sheet.first_bidder": "parle : {bidder}",
    "sheet.litige": "litige en attente : {points}",
    "sheet.tie_playing_on": "égalité au-delà de l'objectif : on joue une donne de plus",
    "sheet.held_back": "{team} au-delà de l'objectif sur une donne perdue : on continue",
    "sheet.short_exactly": "au point près, {team} a {points} : pas encore {target}",
    "sheet.tie_won": "égalité : au gagnant de la dernière donne",
    "sheet.finished": "Partie gagnée par {team}, {score}",
    "sheet.rules": "{rules} · objectif {target}",
    "sheet.no_deals": "Aucune donne : Donne (n) en saisit une.",
    "sheet.unscored": "non comptée",
    "sheet.detail": "Donne {number} : {lines}",
    "sheet.detail.bidder": "Donne {number}, prise par {bidder} : {lines}",
    "confirm.delete": (
        "Supprimer la donne {number} ({summary}) ?\nLes scores suivants sont recalculés."
    ),
    # -------------------------------------------------------------- deal form
    "deal.title.new": "Donne {number}",
    "deal.title.edit": "Corriger la donne {number}",
    "deal.title.insert": "Nouvelle donne avant la donne {number}",
    "deal.dealer": "donneur : {dealer}",
    "deal.taker": "Preneur",
    "deal.passed": "passe",
    "deal.contract": "Contrat",
    "deal.contract.placeholder": "{low}–{high}{slams}",
    "deal.trump": "Atout",
    "deal.points": "Points du preneur",
    "deal.defence_points": "défense",
    "deal.coinche": "Coinche",
    "deal.all_tricks": "Tous les plis",
    "deal.belote": "Belote",
    "deal.announces": "Annonces",
    "deal.announces.hint": (
        "a/b équipe · 1 tierce 2 cinquante 3 cent 4 carré · 5 neuf 6 valets 7 as 8 dix"
        " 9 rois 0 dames · ⌫ la dernière, Suppr toutes"
    ),
    "deal.belote.hint": "a/b équipe, 0 aucune",
    "deal.preview": "Aperçu",
    "deal.glance": "{preview} : {scores}",
    "deal.preview.incomplete": "Remplissez la donne pour voir les scores.",
    "deal.preview.refused": "Donne refusée : voir le message ci-dessus.",
    "deal.preview.thrown_in": (
        "Tout le monde passe : personne ne marque, la donne passe au joueur suivant."
    ),
    "deal.preview.unscored": "Non comptée : la partie était finie avant cette donne.",
    "deal.verdict.made": "Fait : {counted} pour {bid}{needs}",
    "deal.verdict.made_slam": "Fait : tous les plis",
    "deal.verdict.failed": "Dedans ! {counted} pour {bid}{needs}",
    "deal.verdict.failed_defence": "Dedans ! {counted} ne bat pas les {defence} de la défense",
    "deal.verdict.failed_slam": "Dedans ! Pas tous les plis",
    "deal.verdict.litige": "Litige : {counted} partout ; {held} en attente pour la donne suivante",
    "deal.error.required": "obligatoire",
    "deal.error.taker": "choisir a/b ou 1-4 (ou p : passe)",
    "deal.error.trump": "choisir l'atout",
    "deal.error.contract": "{low} à {high} de {step} en {step}{slams}",
    "deal.error.contract.slams": " ou {names}",
    "deal.error.points": "de 0 à 162",
    "deal.error.all_tricks": "tous les plis : 162 points",
    "deal.error.capot_coinche": "{contract} : pas de coinche avec ces règles",
    "deal.error.belote_no_trump": "pas de belote à sans-atout",
    "deal.error.belote": "20 pour une seule équipe",
    "deal.error.belote_all_trump": "80 au plus en tout",
    "deal.error.belote_needs_taker": "choisir d'abord le preneur",
    # --------------------------------------------------------------- results
    "result.made": "fait",
    "result.failed": "chuté",
    "result.litige": "litige",
    "result.passed": "passe",
    "breakdown.held": "({points} en attente : litige)",
    "line.card_points": "pts",
    "line.all_tricks": "tous les plis",
    "line.contract_value": "contrat",
    "line.failed_contract": "chute",
    "line.defence_capot": "capot de la défense",
    "line.renonce": "renonce",
    "line.coinche_base": "base de coinche",
    "line.coinche_capot_bonus": "bonus de capot",
    "line.capot": "capot",
    "line.generale": "générale",
    "line.belote": "belote",
    "line.belote_taken": "belote prise",
    "line.announces": "annonces",
    "line.announces_taken": "annonces prises",
    "line.litige_awarded": "litige",
    "line.litige_held": "en attente",
    "line.rounding": "arrondi",
    # ---------------------------------------------------------------- winner
    # French: no verb to agree with a team name that may be singular or plural.
    "winner.title": "Victoire : {team} !",
    "winner.tie_break": "Égalité : le vainqueur de la dernière donne emporte la partie.",
    "winner.rematch": "Revanche (r)",
    "winner.sheet": "Feuille (Échap)",
    "winner.home": "Accueil (h)",
    # ------------------------------------------------------------------- help
    "help.title": "Touches",
    "help.home": "Accueil",
    "help.sheet": "Feuille de marque",
    "help.deal": "Saisie d'une donne",
    "help.everywhere": "Partout",
    "help.new_match": "Nouvelle partie",
    "help.winner": "Victoire",
    "help.typical": (
        "Une donne typique depuis la feuille : n a 1 1 0 {hearts} 9 2 b Entrée (preneur A, "
        "110 {hearts_name}, 92 points, belote)."
    ),
    "help.key.question.enter": (
        "dans une question, la réponse qui ne change rien : Non, Plus tard, retour à la feuille"
        " (o dit oui)"
    ),
    "help.key.home.open": "ouvrir la partie sélectionnée",
    "help.key.home.resume": "reprendre la partie en cours",
    "help.key.home.new_match": "nouvelle partie",
    "help.key.new_match.start": "commencer la partie",
    "help.key.new_match.customise": "personnaliser les règles",
    "help.key.sheet.new_deal": "saisir une nouvelle donne",
    "help.key.sheet.edit_deal": "corriger la donne sélectionnée",
    "help.key.sheet.insert_deal": "insérer une donne avant la sélection",
    "help.key.sheet.delete_deal": "supprimer la donne sélectionnée",
    "help.key.sheet.undo": "annuler",
    "help.key.sheet.redo": "rétablir",
    "help.key.sheet.move": "choisir une donne (ou un appui dessus ; un second appui la corrige)",
    "help.key.sheet.back": "retour aux statistiques, pour une partie ouverte là",
    "help.key.sheet.read_only": "rappelle que la partie est en lecture seule (archivée…)",
    "help.key.sheet.home": "parties enregistrées",
    "help.key.sheet.result": "résultat et revanche (partie finie)",
    "help.key.deal.taker": (
        "preneur : équipe A, équipe B, passe ; 1-4 le joueur qui a pris, par sa place"
    ),
    "help.key.deal.contract": (
        "contrat : chiffres (une enchère complète mène au champ suivant), c capot, g générale"
        " (⌫ l'efface)"
    ),
    "help.key.deal.trump": "atout : {keys}",
    "help.key.deal.points": (
        "points du preneur, dix de der compris, ou Tab et ceux de la défense : l'autre équipe a"
        " 162 moins ces points"
    ),
    "help.key.deal.belote": "belote : preneur → défense → aucune",
    "help.key.deal.announces": (
        "annonces (si les règles en ont) : m ou l'équipe, puis chaque annonce"
    ),
    "help.key.deal.coinche": "coinche : rien → coinché → surcoinché",
    "help.key.deal.all_tricks": "tous les plis : au preneur → à la défense → personne",
    "help.key.deal.renonce": "renonce : par l'équipe du preneur → par la défense → aucune",
    "help.key.deal.move": "champ suivant / précédent ; ←→ changer un choix",
    "help.key.deal.save": "enregistrer",
    "help.key.deal.cancel": "annuler",
    "help.key.sheet.retry_save": "réessayer après un enregistrement refusé",
    "help.key.home.rename": "renommer les équipes de la partie sélectionnée",
    "help.key.home.delete": "supprimer la partie sélectionnée (gardée 30 jours dans la corbeille)",
    "help.key.home.archive": "archiver : hors de la liste",
    "help.key.home.unarchive": "dans les archives : remettre dans la liste",
    "help.key.home.restore": "dans la corbeille : restaurer",
    "help.key.home.show_archive": "voir les parties archivées",
    "help.key.home.show_trash": "voir la corbeille",
    "help.key.home.show_saved": "retour aux parties enregistrées",
    "help.key.home.damaged": "les fichiers abîmés, avec ce qu'il faut corriger dans chacun",
    "help.key.new_match.next": "champ suivant",
    "help.key.new_match.dealer": "premier donneur (sur ce champ)",
    "help.key.new_match.back": "retour, rien n'est créé",
    "help.key.winner.rematch": "revanche : mêmes équipes, règles et objectif",
    "help.key.winner.sheet": "retour à la feuille",
    "help.key.winner.home": "parties enregistrées",
    "help.key.help": "cette aide",
    "help.key.palette": "palette de commandes",
    "help.key.quit": "quitter (tout est enregistré)",
    # ------------------------------------------- at the table: sheet and deal form
    "outcome.open": "partie en cours",
    "outcome.won": "gagnée par {team} {score}",
    "view.won": "Gagnée par {team} {score}",
    "notice.outcome": "Résultat : {old} → désormais {new}",
    "notice.undone.gone": "Annulé : la donne {number} ({summary}) est retirée",
    "notice.undone.back": "Annulé : la donne {number} ({summary}) est revenue",
    "notice.undone.back_to": "Annulé : la donne {number} redevient {summary}",
    "notice.redone.gone": "Rétabli : la donne {number} ({summary}) est de nouveau supprimée",
    "notice.redone.back": "Rétabli : la donne {number} ({summary}) est revenue",
    "notice.redone.corrected": "Rétabli : la donne {number} est de nouveau corrigée en {summary}",
    "deal.verdict.needs": " (il en faut {needed})",
    "deal.verdict.every_trick": ", tous les plis",
    "deal.verdict.no_trump_worth": " ; à sans-atout le contrat vaut {value}",
    "result.capot": "capot",
    "result.defence_capot": "capot déf.",
    "result.renonce": "renonce",
    "result.renonce_by": "renonce ({team})",  # not "de Les Rois"
    "deal.renonce": "Renonce",
    "deal.bidder": "Joueur preneur",
    "deal.verdict.renonce": "Renonce ({team}) : la donne est pour {other}",  # not "à Le Club"
    "deal.all_tricks.taker": "preneur",
    "deal.all_tricks.defence": "défense",
    "deal.error.defence_all_tricks": "la défense a fait tous les plis : le preneur a 0 point",
    "deal.error.renonce": "une donne avec renonce n'a pas de « tous les plis »",
    "name.too_long": "Un nom a au plus {limit} caractères.",
    "new.discard": "Quitter cette nouvelle partie ? Ce que vous avez saisi est perdu.",
    "rules.discard": "Quitter l'éditeur de règles ? Vos changements sont perdus.",
    "rules.replace": "Remplacer les règles maison « {name} » par celles-ci ?",
    "rules.replace.declined": (
        "« {name} » gardées telles quelles : donnez un autre nom à ces règles, ou aucun pour"
        " les jouer dans cette partie seulement."
    ),
    "table.discard": "Partir sans enregistrer ? Vos réponses sont perdues.",
    "deal.discard": "Abandonner cette donne ?",
    "deal.error.unfinished_bid": "{typed} n'est pas une enchère : {allowed}",
    "deal.error.no_announces": "Ces règles n'ont pas d'annonces.",
    "deal.error.trump_key": "{typed} ne choisit aucun atout : {keys}",
    "deal.refusal": "{field} : {reason}",
    "deal.refusal.numbered": "Donne {number} : {refusal}",
    "problem.no_such_deal": "Cette donne n'est plus dans la partie.",
    "confirm.rematch": "Jouer la revanche : nouvelle partie, mêmes équipes, règles et objectif ?",
    # ---------------------------------------------------- statistics (tui/screens/statistics)
    "binding.home.stats": "Statistiques",
    "help.key.home.stats": "statistiques des parties enregistrées",
    "command.statistics": "Statistiques",
    "command.statistics.help": "Qui gagne, qui réussit ses contrats, classement et records",
    "notice.archived": (
        "Une partie archivée : affichée en lecture seule (désarchivez-la pour la modifier)."
    ),
    "help.stats": "Statistiques",
    "help.key.stats.open": "le chiffre sous le curseur : ce qu'il compte, puis sa partie",
    "binding.stats.period": "Période",
    "binding.stats.rules": "Règles",
    "binding.stats.players": "Joueurs",
    "binding.stats.dates": "Dates",
    "binding.stats.home": "Accueil",
    "binding.stats.next_tab": "Onglet suivant",
    "binding.stats.previous_tab": "Onglet précédent",
    "binding.stats.tab.players": "Onglet Joueurs",
    "binding.stats.tab.teams": "Onglet Équipes",
    "binding.stats.tab.pairs": "Onglet Face à face",
    "binding.stats.tab.records": "Onglet Records",
    "binding.stats.tab.ratings": "Onglet Classement",
    "help.key.stats.period": "période : toujours, ce mois-ci, les 30 derniers jours, cette année",
    "help.key.stats.rules": "règles : toutes, ou chaque jeu de règles des parties tour à tour",
    "help.key.stats.players": "joueurs : seulement les parties où tous ceux cochés ont joué",
    "help.key.stats.dates": (
        "la période d'un appui ou d'une touche : toujours, ce mois-ci, les 30 derniers jours,"
        " cette année, ou les jours que vous tapez"
    ),
    "help.key.stats.home": "retour aux parties enregistrées",
    "help.key.stats.next_tab": "onglet suivant",
    "help.key.stats.previous_tab": "onglet précédent",
    "help.key.stats.tab.players": "onglet : joueurs",
    "help.key.stats.tab.teams": "onglet : équipes",
    "help.key.stats.tab.pairs": "onglet : face à face",
    "help.key.stats.tab.records": "onglet : records",
    "help.key.stats.tab.ratings": "onglet : classement",
    "binding.stats_list.open": "Ouvrir la partie",
    "binding.stats_list.back": "Retour",
    "help.key.stats_list.open": "ouvrir la partie de la donne ou de la partie choisie",
    "help.key.stats_list.back": "retour, depuis une fiche ou ce qu'un chiffre compte",
    "binding.stats_players.apply": "Appliquer",
    "binding.stats_players.everyone": "Tous",
    "binding.stats_players.cancel": "Annuler",
    "help.key.stats_players.tick": "cocher un joueur, ou le décocher",
    "help.key.stats_players.apply": "compter les parties où tous les joueurs cochés ont joué",
    "help.key.stats_players.everyone": "tout décocher : toutes les parties comptent",
    "help.key.stats_players.cancel": "garder les joueurs d'avant",
    "binding.stats_period.apply": "Appliquer",
    "binding.stats_period.cancel": "Annuler",
    "help.key.stats_period.apply": "compter les parties de la période choisie",
    "help.key.stats_period.cancel": "garder la période d'avant",
    "stats.tab.players": "Joueurs",
    "stats.tab.teams": "Équipes",
    "stats.tab.pairs": "Face à face",
    "stats.tab.records": "Records",
    "stats.tab.ratings": "Classement",
    "stats.tab.players.short": "Joueurs",
    "stats.tab.teams.short": "Équipes",
    "stats.tab.pairs.short": "Duels",
    "stats.tab.records.short": "Records",
    "stats.tab.ratings.short": "Elo",
    "stats.period.all": "Toujours",
    "stats.period.month": "Ce mois-ci",
    "stats.period.days30": "30 derniers jours",
    "stats.period.year": "Cette année",
    "stats.period.typed": "Dates",
    "stats.period.dates": "{first} → {last}",
    "stats.period.since": "Depuis le {first}",
    "stats.period.until": "Jusqu'au {last}",
    "stats.dates.title": "Période",
    "stats.dates.since": "Du",
    "stats.dates.until": "Au",
    "stats.dates.placeholder": "JJ/MM/AAAA",
    "stats.dates.not_a_day": (
        "{field} : {typed} n'est pas une date ; attendu : JJ/MM/AAAA, par exemple 01/03/2025"
    ),
    "stats.dates.order": "Du : après Au ; attendu : un jour avant « Au », ou le même",
    "stats.rules.all": "Toutes règles",
    "stats.players.all": "Tous",
    "stats.players.some": "Avec {names}",
    "stats.players.title": "Seulement les parties où tous ces joueurs ont joué",
    "stats.players.none": "Aucune partie lue ne nomme ses joueurs.",
    "stats.reading": "Lecture des parties enregistrées…",
    "stats.reading.some": "Lecture des parties enregistrées… {read} sur {total}",
    "stats.reading.again": "Une partie a changé : nouvelle lecture des parties…",
    "stats.counting": "Calcul…",
    "stats.none": "Aucune partie comptée avec ces filtres.",
    "stats.none.folder": (
        "Aucune partie enregistrée : les statistiques comptent les parties jouées."
    ),
    "stats.few": "peu",
    "number.percent": "{value}\u00a0%",
    "number.decimal_point": ",",
    "stats.few_note": "{few} : moins de {least} cas",
    "stats.column.player": "Joueur",
    "stats.column.team": "Équipe",
    "stats.column.matches": "Parties",
    "stats.column.wins": "Victoires",
    "stats.column.made": "Réussis",
    "stats.column.coinched": "Réussis coinchés",
    "stats.column.coinches": "Coinches gagnantes",
    "stats.column.points": "Pts/donne",
    "stats.column.rating": "Elo",
    "stats.column.rated": "Parties",
    "stats.column.a": "Entre",
    "stats.column.b": "Et",
    "stats.column.result": "Résultat",
    "stats.column.record": "Record",
    "stats.column.what": "Quoi",
    "stats.column.where": "Où",
    "stats.column.figure": "Chiffre",
    "stats.column.value": "Valeur",
    "stats.column.date": "Date",
    "stats.column.deal": "Donne",
    "stats.column.bid": "Contrat",
    "stats.column.deals": "Donnes",
    "stats.pair.against": "contre",
    "stats.pair.with": "avec",
    "stats.pair.help": "Les parties finies qu'ils ont jouées, chacune avec son vainqueur.",
    "stats.list.title": "{subject} · {figure} : {value}",
    "stats.list.pair": "{a} {how} {b} : {result}",
    "stats.list.reading_one": "Lecture de sa partie…",
    "stats.list.empty": "Rien de compté ici.",
    "stats.list.changed": "sa partie a moins de donnes depuis le calcul de ces chiffres",
    "stats.list.recount": (
        "Une partie a changé depuis le calcul de ces chiffres : Échap les calcule à nouveau."
    ),
    "stats.list.unreadable": "sa partie ne peut plus être lue",
    "stats.said": "{subject} · {figure} : {value} ({help})",
    "stats.said.card": "{subject} : Entrée ou un second appui montre tous ses chiffres.",
    "stats.rating.value": "{rating}",
    "stats.card.player": (
        "Tous les chiffres de ce joueur : Entrée ou un second appui liste ce que chacun compte."
    ),
    "stats.card.team": (
        "Tous les chiffres de cette équipe : Entrée ou un second appui liste ce que chacun compte."
    ),
    "stats.deal.where": "{date} {teams}, donne {number} ({rules})",
    "stats.where.deal": "{match}, donne {number}",
    "stats.record.title": "{record} : {what}",
    "stats.record.best_deal": "Meilleure donne",
    "stats.record.highest_made_bid": "Plus haut contrat réussi",
    "stats.record.biggest_win": "Plus large victoire",
    "stats.record.biggest_comeback": "Plus belle remontée",
    "stats.record.longest_match": "Plus longue partie",
    "stats.record.shortest_match": "Plus courte partie",
    "stats.record.best_deal.short": "Donne record",
    "stats.record.highest_made_bid.short": "Contrat record",
    "stats.record.biggest_win.short": "Victoire record",
    "stats.record.biggest_comeback.short": "Remontée",
    "stats.record.longest_match.short": "Plus longue",
    "stats.record.shortest_match.short": "Plus courte",
    "stats.record.best_deal.what": "{value} pts, {team}",
    "stats.record.highest_made_bid.what": "{value} réussi, {team}",
    "stats.record.biggest_win.what": "{team}, {value} d'écart",
    "stats.record.biggest_comeback.what": "{team}, {value} de retard",
    "stats.record.best_deal.help": "Le plus de points marqués par une équipe en une donne.",
    "stats.record.highest_made_bid.help": "La plus haute enchère chiffrée réussie.",
    "stats.record.biggest_win.help": "La partie finie gagnée avec le plus grand écart.",
    "stats.record.biggest_comeback.help": "La partie gagnée après le plus grand retard.",
    "stats.record.longest_match.help": "La partie finie qui a compté le plus de donnes.",
    "stats.record.shortest_match.help": "La partie finie qui a compté le moins de donnes.",
    "stats.figure.matches": "Parties",
    "stats.figure.wins": "Victoires",
    "stats.figure.unfinished": "Non finies",
    "stats.figure.margin": "Écart",
    "stats.figure.streak": "Série en cours",
    "stats.figure.best_streak": "Meilleure série",
    "stats.figure.comeback": "Remontée",
    "stats.figure.deals": "Donnes",
    "stats.figure.thrown_in": "Passées",
    "stats.figure.points": "Points par donne",
    "stats.figure.belotes": "Belotes",
    "stats.figure.announces": "Annonces",
    "stats.figure.renonces": "Renonces",
    "stats.figure.capots_suffered": "Capots subis",
    "stats.figure.taken": "Prises",
    "stats.figure.made": "Réussis",
    "stats.figure.litiges": "Litiges",
    "stats.figure.bid": "Enchère",
    "stats.figure.card_points": "Points de cartes",
    "stats.figure.capot_bids": "Capots annoncés",
    "stats.figure.generale_bids": "Générales annoncées",
    "stats.figure.unbid_capots": "Capots non annoncés",
    "stats.figure.by_trump.key": "{trump} : réussis",
    "stats.figure.by_bid.key": "Réussis à {bid}",
    "stats.figure.coinched": "Réussis coinchés",
    "stats.figure.surcoinches": "Réussis surcoinchés",
    "stats.figure.defended": "Défendues",
    "stats.figure.defeated": "Chutés",
    "stats.figure.coinches": "Coinches gagnantes",
    "stats.figure.bidder_known": "Preneur connu",
    "stats.figure.own_bids": "Ses enchères réussies",
    "stats.figure.own_bid": "Son enchère",
    "stats.figure.partner_bids": "Enchères du partenaire réussies",
    "stats.figure.rating": "Classement Elo",
    "stats.figure.best_partner": "Meilleur partenaire",
    "stats.figure.nemesis": "Bête noire",
    "stats.figure.victim": "Victime",
    "stats.figure.matches.help": "parties finies jouées",
    "stats.figure.wins.help": "parties gagnées, parmi les finies",
    "stats.figure.unfinished.help": "parties jouées encore sans vainqueur",
    "stats.figure.margin.help": "le total final moins celui des autres, par partie finie",
    "stats.figure.streak.help": (
        "victoires (+) ou défaites (-) d'affilée jusqu'à la dernière partie finie"
    ),
    "stats.figure.best_streak.help": "la plus longue suite de victoires d'affilée",
    "stats.figure.comeback.help": "parmi les parties gagnées, le plus grand retard",
    "stats.figure.deals.help": "donnes comptées",
    "stats.figure.thrown_in.help": "donnes où les quatre ont passé",
    "stats.figure.points.help": "ce qu'une donne a ajouté au total, sur toutes les donnes",
    "stats.figure.belotes.help": "donnes avec la belote, telle que saisie",
    "stats.figure.announces.help": "annonces marquées (deux dans une donne comptent 2)",
    "stats.figure.renonces.help": "donnes perdues sur une renonce",
    "stats.figure.capots_suffered.help": "donnes où les autres ont fait les huit plis",
    "stats.figure.taken.help": "donnes prises",
    "stats.figure.made.help": "contrats réussis, parmi ceux décidés",
    "stats.figure.litiges.help": "donnes prises finies en litige",
    "stats.figure.bid.help": "les enchères prises, quand c'est un nombre",
    "stats.figure.card_points.help": "les points de cartes sur ces enchères, quand ils sont saisis",
    "stats.figure.capot_bids.help": "capots annoncés et réussis, parmi ceux décidés",
    "stats.figure.generale_bids.help": "générales annoncées et réussies, parmi celles décidées",
    "stats.figure.unbid_capots.help": "enchères chiffrées avec les huit plis faits",
    "stats.figure.by_trump.help": "contrats réussis à cet atout, parmi ceux décidés",
    "stats.figure.by_bid.help": "contrats de cette enchère réussis, parmi ceux décidés",
    "stats.figure.coinched.help": "contrats réussis malgré la coinche, parmi ceux décidés",
    "stats.figure.surcoinches.help": "contrats surcoinchés réussis, parmi ceux décidés",
    "stats.figure.defended.help": "donnes prises par les autres",
    "stats.figure.defeated.help": "contrats des autres chutés, parmi ceux décidés",
    "stats.figure.coinches.help": (
        "donnes défendues coinchées où le contrat a chuté, parmi celles décidées"
    ),
    "stats.figure.bidder_known.help": "donnes prises par l'équipe avec le preneur noté",
    "stats.figure.own_bids.help": "contrats annoncés par ce joueur et réussis, parmi ceux décidés",
    "stats.figure.own_bid.help": "les enchères de ce joueur, quand c'est un nombre",
    "stats.figure.partner_bids.help": (
        "contrats annoncés par le partenaire et réussis par l'équipe, parmi ceux décidés"
    ),
    "stats.figure.rating.help": "le classement Elo, chacun partant de 1500",
    "stats.figure.best_partner.help": (
        "le partenaire avec qui il a gagné le plus souvent (au moins {least} parties ensemble)"
    ),
    "stats.figure.nemesis.help": (
        "l'adversaire qui l'a battu le plus souvent (au moins {least} parties)"
    ),
    "stats.figure.victim.help": (
        "l'adversaire qu'il a battu le plus souvent (au moins {least} parties)"
    ),
    "stats.match.line": "{date} · {rules} · {outcome} · {deals}",
}

#: Sentences that change with ``count``: (singular, plural). French takes the singular for
#: 0 and 1 ("0 donne").
PLURALS: dict[str, tuple[str, str]] = {
    "home.damaged.title": (
        "{count} fichier abîmé, laissé tel quel :",
        "{count} fichiers abîmés, laissés tels quels :",
    ),
    "home.damaged.short": (
        "{count} fichier abîmé, inchangé : touchez",
        "{count} fichiers abîmés, inchangés : touchez",
    ),
    "home.damaged.notice": (
        "{count} fichier abîmé : voir l'accueil.",
        "{count} fichiers abîmés : voir l'accueil.",
    ),
    "deal.refused": (
        "Non enregistrée : {count} problème, indiqué sous son champ.",
        "Non enregistrée : {count} problèmes, chacun indiqué sous son champ.",
    ),
    "winner.deals": ("{count} donne, objectif {target}", "{count} donnes, objectif {target}"),
    "home.trash.days_left": ("encore {count} jour", "encore {count} jours"),
    "stats.summary": (
        "{count} partie comptée ({finished}), {deals}",
        "{count} parties comptées ({finished}), {deals}",
    ),
    "stats.finished": ("{count} finie", "{count} finies"),
    "stats.unfinished": ("{count} en cours", "{count} en cours"),
    "stats.deals": ("{count} donne", "{count} donnes"),
    "stats.skipped": ("{count} fichier écarté", "{count} fichiers écartés"),
    "stats.pair.won": ("{count} gagnée", "{count} gagnées"),
    "stats.said.rating": (
        "{subject} : Elo {rating} après {count} partie",
        "{subject} : Elo {rating} après {count} parties",
    ),
    "stats.record.longest_match.what": ("{count} donne", "{count} donnes"),
    "stats.record.shortest_match.what": ("{count} donne", "{count} donnes"),
}

#: Field labels of the rules editor and the words for each choice.
RULE_WORDS: dict[str, str] = {
    "name": "Nom",
    "description": "Description",
    "source": "Source",
    "default_target": "Objectif par défaut",
    "target_options": "Objectifs proposés",
    "tie_break": "Égalité à la fin",
    "direction": "Sens du jeu",
    "min_bid": "Enchère minimale",
    "max_bid": "Enchère chiffrée maximale",
    "bid_step": "Pas des enchères",
    "capot_bid": "Capot annonçable",
    "generale_bid": "Générale annonçable",
    "no_trump": "Sans-atout permis",
    "all_trump": "Tout-atout permis",
    "capot_may_be_coinched": "Capot coinchable",
    "announces": "Annonces",
    "carre_neuf_value": "Valeur du carré de neuf",
    "lowest_bid_needs": "L'enchère minimale exige",
    "bid_counts_belote": "Belote comptée au contrat",
    "bid_counts_announces": "Annonces comptées au contrat",
    "must_beat_defence": "Il faut battre la défense",
    "defence_tie": "Égalité avec la défense",
    "all_tricks_points": "Tous les plis valent",
    "failure_points": "Points de chute (défense)",
    "failed_announces_to_defence": "Si chute, annonces à la défense",
    "capot_value": "Valeur du capot annoncé",
    "generale_value": "Valeur de la générale annoncée",
    "capot_flat_score": "Capot forfaitaire (ou vide)",
    "coinche_scoring": "Effet de la coinche",
    "whole_score_capot_base": "Base du score total si capot",
    "coinche_multiplier": "Multiplicateur de coinche",
    "surcoinche_multiplier": "Multiplicateur de surcoinche",
    "rounding": "Arrondi des scores",
    "opening_bid": "Enchère d'ouverture (ou vide)",
    "no_trump_carre_values": "Carrés du sans-atout",
    "scale": "Mode de marque",
    "bid_counts_all_tricks_points": "Capot compté au contrat",
    "success_on_rounded": "Contrat jugé sur points arrondis",
    "defence_capot_points": "Capot de la défense (ou vide)",
    "capot_takes_defence_announces": "Le capot prend les annonces adverses",
    "belote_scoring": "La belote va à",
    "no_trump_bid_multiplier": "Multiplicateur du contrat à sans-atout",
    "generale_flat_score": "Générale forfaitaire (ou vide)",
    "flat_score_when_failed": "Forfait aussi en cas de chute",
    "coinche_base": "Base de la coinche (ou vide)",
    "surcoinche_base": "Base de la surcoinche (ou vide)",
    "coinche_capot_bonus": "Bonus de capot coinché",
    "coinche_multiplies_bid": "La coinche multiplie le contrat",
    "coinche_multiplies_belote": "La coinche multiplie la belote",
    "rounding_scope": "Ce qui est arrondi",
    "belote_cannot_end_match": "Pas de victoire sur une donne perdue",
    # choices
    f"tie_break.{TieBreak.LATEST_DEAL_WINNER.value}": "la dernière donne décide",
    f"tie_break.{TieBreak.PLAY_ON.value}": "on joue une donne de plus",
    "direction.clockwise": "sens horaire",
    "direction.anticlockwise": "sens antihoraire",
    f"defence_tie.{DefenceTie.FAILS.value}": "le contrat chute",
    f"defence_tie.{DefenceTie.LITIGE.value}": "litige",
    f"coinche_scoring.{CoincheScoring.MULTIPLY_BID.value}": "contrat",
    f"coinche_scoring.{CoincheScoring.WINNER_TAKES_ALL.value}": "tout au gagnant",
    f"coinche_scoring.{CoincheScoring.WHOLE_SCORE.value}": "tout le score",
    f"rounding.{Rounding.NONE.value}": "aucun",
    f"rounding.{Rounding.NEAREST_10.value}": "à 10, 5 vers le haut",
    f"rounding.{Rounding.NEAREST_10_5_DOWN.value}": "à 10, 5 vers le bas",
    f"defence_tie.{DefenceTie.MADE.value}": "fait",
    f"coinche_scoring.{CoincheScoring.MULTIPLY_WINNER_LINE.value}": "ligne du gagnant",
    f"scale.{Scale.POINTS_AND_BID.value}": "faits + annoncés",
    f"scale.{Scale.POINTS_ONLY.value}": "faits",
    f"scale.{Scale.BID_ONLY.value}": "annoncés",
    f"belote_scoring.{BeloteScoring.HOLDER.value}": "détenteur",
    f"belote_scoring.{BeloteScoring.TAKEN_ON_FAILURE.value}": "défense si chute",
    f"belote_scoring.{BeloteScoring.DEAL_WINNER.value}": "gagnant",
    f"belote_scoring.{BeloteScoring.NEVER.value}": "jamais",
    f"rounding_scope.{RoundingScope.DEAL.value}": "chaque donne",
    f"rounding_scope.{RoundingScope.TOTAL.value}": "les totaux",
    f"rounding_scope.{RoundingScope.DEAL_EXCEPT_LAST.value}": "sauf la dernière",
}

TRUMP_NAMES: dict[Trump, str] = {
    Trump.SPADES: "Pique",
    Trump.HEARTS: "Cœur",
    Trump.DIAMONDS: "Carreau",
    Trump.CLUBS: "Trèfle",
    Trump.NO_TRUMP: "Sans-atout",
    Trump.ALL_TRUMP: "Tout-atout",
}

TRUMP_MARKS: dict[Trump, str] = {
    Trump.SPADES: "♠",
    Trump.HEARTS: "♥",
    Trump.DIAMONDS: "♦",
    Trump.CLUBS: "♣",
    Trump.NO_TRUMP: "SA",
    Trump.ALL_TRUMP: "TA",
}

#: The letter that picks each trump in the deal form: the bridge notation P, C, K, T (carreau
#: is K because C is cœur), S sans-atout, A tout-atout.
TRUMP_KEYS: dict[Trump, str] = {
    Trump.SPADES: "p",
    Trump.HEARTS: "c",
    Trump.DIAMONDS: "k",
    Trump.CLUBS: "t",
    Trump.NO_TRUMP: "s",
    Trump.ALL_TRUMP: "a",
}

COINCHE_NAMES: dict[Coinche, str] = {
    Coinche.NONE: "—",
    Coinche.COINCHE: "Coinché",
    Coinche.SURCOINCHE: "Surcoinché",
}

ANNOUNCE_NAMES: dict[Announce, str] = {
    Announce.TIERCE: "tierce",
    Announce.CINQUANTE: "cinquante",
    Announce.CENT: "cent",
    Announce.CARRE: "carré",
    Announce.CARRE_NEUF: "carré de neuf",
    Announce.CARRE_VALETS: "carré de valets",
    Announce.CARRE_AS: "carré d'as",
    Announce.CARRE_DIX: "carré de dix",
    Announce.CARRE_ROIS: "carré de rois",
    Announce.CARRE_DAMES: "carré de dames",
}

SLAM_NAMES: dict[str, str] = {
    "capot": "Capot",
    "generale": "Générale",
}

SLAM_ABBREVIATIONS: dict[str, str] = {
    "capot": "Cap.",
    "generale": "Gén.",
}

#: Names of keys in help and key hints; a key not named here is shown as it is (``n``).
KEY_NAMES: dict[str, str] = {
    "enter": "Entrée",
    "escape": "Échap",
    "delete": "Suppr",
    "backspace": "⌫",
    "tab": "Tab",
    "shift+tab": "⇧Tab",
    "space": "Espace",
    "up": "↑",
    "down": "↓",
    "left": "←",
    "right": "→",
    "question_mark": "?",
}

#: For a binding with several keys, the one shown first ("o" for oui).
PREFERRED_KEYS: dict[str, str] = {
    "confirm.yes": "o",
}

#: What each preset is, in a sentence (the English is each preset's own description).
PRESET_ABOUT: dict[str, str] = {
    "classic": (
        "La Coinche de Pagat : 80 exige 82, la coinche double l'enchère seule, capot 500 en tout, "
        "arrondi à la dizaine."
    ),
    "trickster": (
        "Trickster Cards : atteindre l'enchère et battre la défense ; coinché, le gagnant "
        "prend tout ; pas d'arrondi."
    ),
    "belotepoint": (
        "BelotePoint : les points de cartes seuls font le contrat, la chute donne 162, "
        "annonces et générale, pas de prime de capot s'il n'est pas annoncé."
    ),
    "ffb": (
        "Coinche FFB 2015 : battre la défense (une égalité est un litige), la coinche "
        "multiplie tout le score et la belote, un capot prend les annonces de la défense, les "
        "annonces comptent, une belote seule ne fait pas gagner la partie sur une donne "
        "perdue, arrondi à la dizaine."
    ),
    "ffb_contree": (
        "Contrée FFB 2016 : atteindre l'enchère, pas d'annonces, la coinche multiplie tout le "
        "score mais pas la belote, la belote est perdue quand le preneur chute, capot 252, "
        "arrondi à la dizaine."
    ),
    "points_faits": (
        "Points faits : chaque équipe marque ses points de cartes, l'enchère elle-même n'est "
        "jamais marquée ; une chute donne 160, une coinche 320, une surcoinche 640, un capot "
        "annoncé 500."
    ),
    "points_annonces": (
        "Points annoncés : l'équipe qui gagne la donne marque l'enchère (fois la coinche), les "
        "points de cartes ne sont jamais marqués ; pas d'annonces, la belote aide seulement à "
        "faire le contrat."
    ),
    "cannes_2016": (
        "Championnat de Cannes 2016 : chute 162 (252 si la défense a fait tous les plis), la "
        "coinche double et la surcoinche triple l'enchère pour le seul gagnant, capot 270, "
        "arrondi à la dizaine avec 5 vers le bas, la dernière donne sans arrondi."
    ),
}

#: The rules editor's line of explanation for each rule.
RULE_HELP: dict[str, str] = {
    "default_target": "L'objectif proposé d'abord pour une nouvelle partie.",
    "target_options": "Les objectifs proposés pour une nouvelle partie.",
    "tie_break": (
        "Qui gagne quand les deux équipes finissent à égalité : l'équipe qui a gagné "
        "la dernière donne, ou personne encore (on joue une donne de plus)."
    ),
    "direction": "Le sens du jeu : qui donne, parle et entame ensuite.",
    "min_bid": "L'enchère chiffrée la plus basse.",
    "max_bid": "L'enchère chiffrée la plus haute.",
    "bid_step": "L'écart entre deux enchères chiffrées.",
    "opening_bid": (
        "Une première enchère sous l'enchère minimale, hors des pas (82 dans 82, "
        "85, 90…) ; vide : les enchères commencent à l'enchère minimale."
    ),
    "capot_bid": "On peut annoncer un capot (les huit plis).",
    "generale_bid": "On peut annoncer une générale (un seul joueur fait les huit plis).",
    "no_trump": "On peut jouer à sans-atout.",
    "all_trump": "On peut jouer à tout-atout.",
    "capot_may_be_coinched": "Un capot ou une générale annoncés peuvent être coinchés.",
    "announces": "Les annonces (tierce, cinquante, cent, carrés) sont marquées.",
    "carre_neuf_value": "Ce que vaut le carré de neuf en annonce.",
    "no_trump_carre_values": (
        "À sans-atout, les carrés valent 200 pour les as, 150 pour les dix, 100 pour les autres."
    ),
    "scale": (
        "Ce que marque une donne : les points faits et le contrat, les points faits "
        "seulement, ou le contrat seulement (points annoncés)."
    ),
    "lowest_bid_needs": (
        "Les points qu'exige l'enchère la plus basse (82 : une enchère de 80 exige 82)."
    ),
    "bid_counts_belote": "La belote compte pour faire le contrat.",
    "bid_counts_announces": "Les annonces du preneur comptent pour faire le contrat.",
    "bid_counts_all_tricks_points": (
        "Un preneur qui a fait tous les plis compte la valeur de "
        "tous les plis (252), pas 162, pour faire le contrat."
    ),
    "must_beat_defence": "Le preneur doit aussi marquer plus que la défense.",
    "defence_tie": (
        "Quand le preneur doit battre la défense et fait autant qu'elle : le "
        "contrat chute, est en litige (points gardés pour la donne suivante), ou est fait."
    ),
    "success_on_rounded": "Le contrat est jugé sur les points faits arrondis.",
    "all_tricks_points": "Ce que valent les points du preneur quand il a fait tous les plis.",
    "failure_points": "Ce que marque la défense, en plus du contrat, quand le contrat chute.",
    "defence_capot_points": (
        "Ce que marque la défense au lieu des points de chute quand elle "
        "a fait tous les plis ; vide : les points de chute."
    ),
    "failed_announces_to_defence": (
        "Les annonces du preneur vont à la défense quand le contrat chute."
    ),
    "capot_takes_defence_announces": (
        "Un preneur qui a fait tous les plis marque aussi les annonces de la défense."
    ),
    "belote_scoring": (
        "Qui marque la belote : toujours son détenteur, l'autre équipe quand le "
        "contrat du détenteur chute, l'équipe qui gagne la donne, ou personne."
    ),
    "capot_value": "Ce que vaut un capot annoncé.",
    "generale_value": "Ce que vaut une générale annoncée.",
    "no_trump_bid_multiplier": "Une enchère chiffrée à sans-atout vaut l'enchère fois ce nombre.",
    "capot_flat_score": (
        "Un capot annoncé marque ce forfait (fois la coinche) au lieu des "
        "points et du contrat ; vide : pas de forfait."
    ),
    "generale_flat_score": (
        "Une générale annoncée marque ce forfait (fois la coinche) au lieu "
        "des points et du contrat ; vide : pas de forfait."
    ),
    "flat_score_when_failed": (
        "Un capot ou une générale chutés, avec forfait, donnent le "
        "forfait à la défense (non : le score de chute ordinaire)."
    ),
    "coinche_scoring": (
        "Ce que multiplie la coinche : le contrat seul, une base plus le "
        "contrat au gagnant, tout le score du gagnant, ou la ligne du gagnant."
    ),
    "whole_score_capot_base": (
        "Avec « tout le score », la base d'un preneur qui a réussi en faisant tous les plis."
    ),
    "coinche_base": (
        "Avec « tout au gagnant », la base que prend le gagnant d'une donne "
        "coinchée ; vide : les points de chute."
    ),
    "surcoinche_base": (
        "Avec « tout au gagnant », la base quand la donne est surcoinchée ; "
        "vide : la base de la coinche."
    ),
    "coinche_capot_bonus": (
        "Avec « tout au gagnant », ajouté à la base quand le gagnant a fait tous les plis."
    ),
    "coinche_multiplies_bid": (
        "La coinche multiplie le contrat (non : le contrat est ajouté une fois)."
    ),
    "coinche_multiplies_belote": "La coinche multiplie la belote que marque le gagnant.",
    "coinche_multiplier": "Ce par quoi la coinche multiplie.",
    "surcoinche_multiplier": "Ce par quoi la surcoinche multiplie.",
    "rounding": (
        "Les scores sont arrondis à la dizaine la plus proche (un 5 monte, ou descend), ou pas."
    ),
    "rounding_scope": (
        "Ce qui est arrondi : chaque donne, seulement les totaux, ou chaque "
        "donne sauf celle qui finit la partie."
    ),
    "belote_cannot_end_match": (
        "Une équipe qui a chuté, a été capot ou a perdu sur une renonce "
        "ne peut pas gagner la partie dans cette donne, même si sa belote lui fait passer "
        "l'objectif."
    ),
}

#: The refusals' words (coinche_score.refusals): what the command line prints in French, and
#: what the app says of a refusal it has no words of its own for.
REFUSALS: dict[str, str] = {
    "refusal.field": "{field} : ",
    "refusal.or": "{first} ou {last}",
    # ------------------------------------------------------------------ a deal
    "refusal.deal.where": "donne {number} : ",
    "refusal.deal.not_an_object": "doit être un objet JSON",
    "refusal.deal.unknown_field": "champ inconnu ; champs possibles : {fields}",
    "refusal.deal.missing": "manquant ; possible : {allowed}",
    "refusal.deal.wrong_value": "reçu {got} ; possible : {allowed}",
    "refusal.deal.not_in_rules": "{got} n'est pas prévu par ces règles ; possible : {allowed}",
    "refusal.deal.slam_coinched": (
        'une enchère {contract} ne peut pas être coinchée avec ces règles ; possible : "none"'
    ),
    "refusal.deal.all_tricks_points": "true demande taker_points {total} (reçu {points})",
    "refusal.deal.defence_all_tricks": (
        "true demande taker_points 0 et all_tricks false (reçu {points}, {all_tricks})"
    ),
    "refusal.deal.renonce_all_tricks": (
        "une donne avec renonce a all_tricks et defence_all_tricks à false"
    ),
    "refusal.deal.thrown_in": (
        "une donne passée (taker null) n'enregistre rien d'autre ; possible : seulement \"taker\""
    ),
    "refusal.deal.belote_all_trump": (
        "à tout-atout chaque équipe a un multiple de 20, 80 au plus en tout"
    ),
    "refusal.deal.belote_both": "les deux équipes ne peuvent pas l'avoir ; possible : {allowed}",
    "refusal.deal.belote_no_trump": "pas de belote à sans-atout ; possible : 0",
    "refusal.deal.announces_off": "pas d'annonces avec ces règles ; possible : aucune",
    "refusal.deal.announces_both": (
        "les deux équipes ne peuvent pas marquer d'annonces ; possible : {allowed}"
    ),
    "refusal.deal.bidder_other_team": (
        "la place {seat} n'est pas dans l'équipe preneuse \"{taker}\" ; "
        "possible : {first} ou {second}, ou null"
    ),
    "refusal.deal.allowed.taker": '"A", "B", ou null pour une donne passée',
    "refusal.deal.allowed.contract": "{opening}{low}..{high} de {step} en {step}{slams}",
    "refusal.deal.allowed.contract.opening": "{bid}, puis ",
    "refusal.deal.allowed.contract.slam": ' ou "{slam}"',
    "refusal.deal.allowed.trump": "{values}",
    "refusal.deal.allowed.coinche": "{values}",
    "refusal.deal.allowed.taker_points": "un entier de 0 à {total}",
    "refusal.deal.allowed.flag": "true ou false",
    "refusal.deal.allowed.belote": '{{"A": 0 ou 20, "B": 0 ou 20}}, une équipe au plus',
    "refusal.deal.allowed.announces": (
        '{{"A": [sortes], "B": [sortes]}} avec les sortes {kinds} ; une équipe au plus'
    ),
    "refusal.deal.allowed.announces.off": "aucune : pas d'annonces avec ces règles",
    "refusal.deal.allowed.renonce": '"A", "B" ou null (l\'équipe fautive)',
    "refusal.deal.allowed.bidder": (
        'une place de 0 à 3 de l\'équipe preneuse (0 ou 2 pour "A", 1 ou 3 pour "B"), ou null'
    ),
    # ------------------------------------------------------------- a rule set
    "refusal.rules.where": "règles : ",
    "refusal.rules.type": "reçu {got} ; possible : {allowed}",
    "refusal.rules.type.preset": "reçu {got} ; possible : un nom de règles prédéfinies",
    "refusal.rules.range": "reçu {got} ; possible : {allowed}",
    "refusal.rules.text": (
        "reçu un texte contenant {char} ; possible : {allowed}, sans ce caractère"
    ),
    "refusal.rules.unknown_field": "pas une règle ; {hint}",
    "refusal.rules.hint.suggestion": "vouliez-vous dire {suggestion} ?",
    "refusal.rules.hint.readme": "les règles sont décrites dans le README",
    "refusal.rules.unknown_preset": (
        "ni règles prédéfinies ni règles maison nommées {name!r} (connues : {presets})"
    ),
    "refusal.rules.known_saved": " ; règles maison : {saved}",
    "refusal.rules.min_above_max": (
        "{min_bid} dépasse max_bid {max_bid} ; possible : au plus max_bid"
    ),
    "refusal.rules.ladder": (
        "{max_bid} n'est pas min_bid {min_bid} plus un multiple de {bid_step} ; "
        "possible : {min_bid}, {second}, {third}..."
    ),
    "refusal.rules.above_card_points": (
        "{value} dépasse les {total} points de cartes ; possible : au plus {total}"
    ),
    "refusal.rules.surcoinche_below_coinche": (
        "{surcoinche_multiplier} est en dessous de coinche_multiplier {coinche_multiplier} ; "
        "possible : au moins coinche_multiplier"
    ),
    "refusal.rules.tie_needs_must_beat": (
        '"{defence_tie}" demande must_beat_defence ; possible sans elle : "fails"'
    ),
    "refusal.rules.opening_not_below_min": (
        "{opening} n'est pas en dessous de min_bid {min_bid} ; "
        "possible : en dessous de min_bid, ou null"
    ),
    "refusal.rules.bid_only_coinche": (
        'une coinche ne peut multiplier que l\'enchère quand scale vaut "bid_only" ; '
        'possible : "multiply_bid"'
    ),
    "refusal.rules.bid_only_announces": (
        'les annonces ne comptent pas quand scale vaut "bid_only" ; possible : false'
    ),
    "refusal.rules.bid_only_litige": (
        'pas de litige quand scale vaut "bid_only" ; possible : "fails" ou "made"'
    ),
    "refusal.rules.points_only_coinche": (
        'avec scale "points_only" l\'enchère ne compte pas, et "multiply_bid" ferait une '
        'coinche sans effet ; possible : "winner_takes_all", "whole_score" ou '
        '"multiply_winner_line"'
    ),
    "refusal.rules.needs_winner_takes_all": (
        'ne vaut que si coinche_scoring est "winner_takes_all" ; possible : null'
    ),
    "refusal.rules.needs_winner_takes_all.coinche_capot_bonus": (
        'ne vaut que si coinche_scoring est "winner_takes_all" ; possible : 0'
    ),
    "refusal.rules.surcoinche_base_below": (
        "{surcoinche_base} est en dessous de la base de la coinche {coinche_base} ; "
        "possible : au moins {coinche_base}, ou null"
    ),
    "refusal.rules.needs_coinche_mode": (
        'sans effet quand coinche_scoring est "multiply_bid" ; possible : sa valeur par défaut'
    ),
    "refusal.rules.needs_coinche_mode.coinche_multiplies_bid": (
        'false est sans effet quand coinche_scoring est "multiply_bid" ; possible : true'
    ),
    "refusal.rules.needs_coinche_mode.coinche_multiplies_belote": (
        'true demande un coinche_scoring autre que "multiply_bid" (ou scale "bid_only") ; '
        "possible : false"
    ),
    "refusal.rules.needs_rounding": (
        'demande un rounding autre que "none" ; possible : sa valeur par défaut'
    ),
    "refusal.rules.needs_rounding.success_on_rounded": (
        'true demande un rounding autre que "none" ; possible : false'
    ),
    "refusal.rules.needs_rounding.rounding_scope": (
        '"{rounding_scope}" demande un rounding autre que "none" ; possible : "deal"'
    ),
    "refusal.rules.allowed.flag": "true ou false",
    "refusal.rules.allowed.text": "un texte de {low} à {high} caractères",
    "refusal.rules.allowed.targets": "une liste d'au moins un entier de 1 à {high}",
    "refusal.rules.allowed.number": "un entier de {low} à {high}",
    "refusal.rules.allowed.number_or_null": "un entier de {low} à {high}, ou null",
    "refusal.value.long_text": "un texte de {length} caractères",
    "refusal.value.object": "un objet",
    "refusal.char.control": "{code} (un caractère de contrôle)",
    "refusal.char.invisible": "{code} (un caractère invisible)",
    "refusal.char.names": "aucun",  # Unicode names are English: said by code and kind
    "refusal.char.invalid": "{code} (du texte invalide)",
    # ----------------------------------------------------------- a match's names
    "refusal.names.same_team": (
        "{first!r} et {second!r} sont le même nom (casse et espaces mis à part) ; "
        "possible : deux noms d'équipe différents"
    ),
    "refusal.names.same_player": (
        "les places {seat} et {other} ont un même nom, {first!r} et {second!r} (casse et "
        "espaces mis à part) ; possible : quatre noms différents"
    ),
    "refusal.names.teams_equal": "les deux équipes doivent avoir des noms différents",
    "refusal.names.empty_team": "un nom d'équipe ne peut pas être vide",
    "refusal.names.empty_player": "un nom de joueur ne peut pas être vide",
    "refusal.names.long_team": (
        "reçu {length} caractères ; possible : un nom d'équipe d'au plus {limit}"
    ),
    "refusal.names.long_player": (
        "reçu {length} caractères ; possible : un nom de joueur d'au plus {limit}"
    ),
    "refusal.names.char_team": (
        "un nom d'équipe ne peut pas être {name} : il contient {char} ; aucun caractère de "
        "contrôle, bidi, de largeur nulle ou blanc n'est permis"
    ),
    "refusal.names.char_player": (
        "un nom de joueur ne peut pas être {name} : il contient {char} ; aucun caractère de "
        "contrôle, bidi, de largeur nulle ou blanc n'est permis"
    ),
    # ------------------------------------------- a document given to score or import
    "refusal.document.not_an_object": "le document doit être un objet JSON avec rules et deals",
    "refusal.document.unknown_field": "champ inconnu ; champs possibles : {fields}",
    "refusal.document.rules_missing": (
        "manquant (un nom de règles prédéfinies ou un objet de règles)"
    ),
    "refusal.document.rules_kind": "doit être un nom de règles prédéfinies ou un objet de règles",
    "refusal.document.rules": "{held}",
    "refusal.document.target": "reçu {got} ; possible : un nombre entier, au moins 1",
    "refusal.document.deals": "manquant, ou pas une liste de donnes",
    "refusal.document.export_unknown_field": (
        "champ inconnu dans une partie exportée (une partie a un id ; les champs d'un "
        "document de score sont {fields})"
    ),
    "refusal.document.exported_deals": "manquant, ou pas une liste de donnes exportées",
    "refusal.document.not_entered": (
        "donne {number} : pas de champ entered ; possible : une donne telle qu'export "
        "l'écrit, avec « entered » tenant la donne telle qu'elle a été saisie"
    ),
    "refusal.document.team_names": (
        'pas un objet des deux équipes ; possible : {{"A": nom, "B": nom}}'
    ),
    "refusal.document.team_name_text": (
        'un nom n\'est pas du texte ; possible : {{"A": nom, "B": nom}}'
    ),
    "refusal.document.players": (
        "pas une liste de quatre noms ; possible : quatre noms (places 1 à 4 dans le sens "
        "horaire) ou null"
    ),
    "refusal.document.first_dealer": (
        'reçu {got_seat} ; possible : {{"seat": 0..3}} (0 est la place 1, comme export l\'écrit)'
    ),
    "refusal.document.no_seat": 'un objet sans "seat"',
    # ---------------------------------------------------------- a text that is not JSON
    "refusal.json.at": "{problem} à la ligne {line}, colonne {column}",
    "refusal.json.expecting_value": "une valeur est attendue",
    "refusal.json.expecting_key": "un nom de clé entre guillemets doubles est attendu",
    "refusal.json.expecting_colon": "« : » est attendu",
    "refusal.json.expecting_comma": "« , » est attendu",
    "refusal.json.trailing_comma": "virgule en trop",
    "refusal.json.unterminated_text": "texte sans guillemet de fin, commencé",
    "refusal.json.control_character": "caractère de contrôle dans un texte",
    "refusal.json.bad_unicode_escape": "échappement \\uXXXX invalide",
    "refusal.json.bad_escape": "échappement \\ invalide",
    "refusal.json.extra_data": "du texte après la fin du document",
    "refusal.json.too_deep": "imbriqué sur plus de {limit} niveaux",
    "refusal.json.long_number": "un nombre est trop long",
    "refusal.json.too_much": (
        "ce qu'il contient hors les scores des donnes prend plus de {most} caractères, plus "
        "qu'une partie n'en contient"
    ),
    "refusal.json.repeated_key": "la clé {key} figure deux fois dans un même objet",
    # ------------------------------------------------- a field of a document (validation)
    "refusal.field.missing": "manquant",
    "refusal.field.unknown": "champ inconnu",
    "refusal.field.whole_number": "reçu {got} ; possible : un entier",
    "refusal.field.at_least": "reçu {got} ; possible : un entier d'au moins {limit}",
    "refusal.field.at_most": "reçu {got} ; possible : un entier d'au plus {limit}",
    "refusal.field.text": "reçu {got} ; possible : un texte",
    "refusal.field.flag": "reçu {got} ; possible : true ou false",
    "refusal.field.list": "reçu {got} ; possible : une liste",
    "refusal.field.object": "reçu {got} ; possible : un objet",
    "refusal.field.date_time": (
        "reçu {got} ; possible : une date et une heure avec leur décalage UTC (ISO 8601)"
    ),
    "refusal.field.form": (
        "reçu {got} ; possible : jusqu'à 64 lettres (a-z, A-Z), chiffres, « - » et « _ », "
        "la première une lettre ou un chiffre"
    ),
    "refusal.field.one_of": "reçu {got} ; possible : {allowed}",
    "refusal.field.too_few": "reçu {count} éléments ; possible : au moins {limit}",
    "refusal.field.too_many": "reçu {count} éléments ; possible : au plus {limit}",
    "refusal.field.change_needs": 'un changement de type "{kind}" en a besoin',
    "refusal.field.change_has_no": 'un changement de type "{kind}" n\'en a pas',
    "refusal.field.refused": "{held}",
    "refusal.field.other": "{message}",
    # ----------------------------------------------------- the command line's own
    "refusal.cli.seat": "reçu {value!r} ; possible : une place 1..4 ou un nom donné à --players",
    "refusal.cli.seat.--bidder": "reçu {value!r} ; possible : une place 1..4 ou le nom d'un joueur",
    "refusal.cli.seat_only": (
        "reçu {value!r} ; possible : une place 1..4 (aucun joueur n'est nommé)"
    ),
    "refusal.cli.bidder_team": (
        "la place {seat} n'est pas dans l'équipe preneuse \"{taker}\" ; possible : la place "
        "{first} ou {second}, ou le nom d'un de ses joueurs"
    ),
    "refusal.cli.no_deal": (
        "pas de donne {number} : la partie a {deals} (numéros de donne : 1..{last})"
    ),
    "refusal.cli.no_deal_yet": (
        "pas de donne {number} : la partie a {deals} (numéros de donne : aucun encore)"
    ),
    "refusal.cli.deals": "{count} donnes",
    "refusal.cli.deals.0": "0 donne",
    "refusal.cli.deals.1": "1 donne",
    "refusal.cli.empty_deal": "la donne est vide ; attendu : une donne en JSON",
    "refusal.cli.no_rules": "pas de règles nommées {name!r} (connues : {known})",
    "refusal.cli.preset_name": (
        "nommées {name!r} comme des règles prédéfinies qu'elles ne sont pas ; possible : un "
        "autre nom, ou aucun"
    ),
    "refusal.cli.unknown_rules": (
        "aucun jeu de règles ne s'appelle {name} ; possible : des règles prédéfinies "
        "({presets}), des règles maison ou les règles d'une partie enregistrée"
    ),
    "refusal.cli.no_lan": (
        "cette machine n'a pas d'adresse sur le réseau local ; donnez --host ADRESSE"
    ),
    "refusal.cli.host": "reçu {host!r} ; possible : une adresse IP ou un nom d'hôte",
    "refusal.cli.host_any": (
        "reçu {host!r}, tous les réseaux à la fois, qu'aucun téléphone ne peut ouvrir ; --lan"
        " sert sur les adresses de cette machine, ou donnez-en une"
    ),
    "refusal.cli.invalid_json": "JSON invalide dans {source} : {detail}",
    "refusal.cli.invalid_deal_json": "JSON invalide pour la donne : {detail}",
    "refusal.cli.invalid_option_json": "JSON invalide : {detail}",
    "refusal.cli.cannot_read": "impossible de lire {source} : {reason}",
    "refusal.cli.too_long": "impossible de lire {source} : plus de {limit} caractères",
    "refusal.cli.not_utf8": (
        "impossible de lire {source} : ce n'est pas du texte UTF-8 (octet {byte})"
    ),
    "refusal.cli.empty_input": "{source} est vide ; attendu : {what} en JSON",
    "refusal.cli.stdin_closed": "impossible de lire l'entrée standard : elle est fermée",
    "refusal.cli.not_a_number": "reçu {value!r} ; possible : un nombre entier",
    "refusal.cli.not_a_date": "reçu {value!r} ; possible : une date AAAA-MM-JJ",
    "refusal.cli.at_least": "reçu {value} ; possible : un nombre entier, au moins {least}",
    "refusal.cli.no_folder": "reçu '' ; possible : le chemin d'un dossier, non vide",
    "refusal.cli.file_not_folder": (
        "reçu {value!r}, qui n'est pas un dossier ; possible : le chemin d'un dossier"
    ),
    "refusal.cli.port": "reçu {value} ; possible : 0 (un port libre) à 65535",
    "refusal.cli.choice": "reçu {value} ; possible : {choices}",
    "refusal.cli.one_value": "rien reçu ; possible : une valeur après l'option",
    "refusal.cli.values": (
        "reçu moins de {count} valeurs ; possible : {count} valeurs après l'option"
    ),
    "refusal.cli.excluded": "impossible avec {other}",
    "refusal.cli.twice": "donnée deux fois ; possible : une seule fois",
    "refusal.cli.no_value": "reçu {value} ; possible : l'option seule, sans valeur",
    "refusal.cli.required": "il manque {names}",
    "refusal.cli.unrecognized": "inconnu ici ; possible : ce qu'affiche '{help}'",
    "refusal.cli.ambiguous": "peut être {options} ; possible : l'une d'elles, en entier",
    "refusal.cli.stdin": "l'entrée standard",
    "refusal.cli.expected.deal": "une donne",
    "refusal.cli.expected.document": "un document de donnes",
    "refusal.cli.expected.import": "un document de scores ou une partie exportée",
    "refusal.cli.expected.rules": "un jeu de règles",
    # -------------------------------------------------------------- the store
    "refusal.store.not_found": (
        "pas de partie {ref} dans {folder} (coinche-score list les montre)"
    ),
    "refusal.store.no_matches": "aucune partie enregistrée dans {folder}",
    "refusal.store.ambiguous": (
        "{ref} peut désigner {count} parties ({shown}) ; donnez davantage de l'identifiant"
    ),
    "refusal.store.last_damaged": (
        "le dernier fichier de partie modifié, {path}, est illisible ({what}) ; "
        "donnez un identifiant de partie au lieu de 'last'"
    ),
    "refusal.store.not_unicode": (
        "impossible d'enregistrer la partie : un nom ou les règles contiennent du texte "
        "Unicode invalide"
    ),
    "refusal.store.not_a_folder": "impossible d'enregistrer dans {path} : ce n'est pas un dossier",
    "refusal.store.folder_unreadable": "impossible de lire le dossier {path} : {strerror}",
    "refusal.store.read_only": "la partie {match} ne peut pas être modifiée",
    "refusal.store.read_only.file": (
        "la partie {match} ne peut pas être modifiée : son fichier {path} est en lecture seule "
        "(mode {mode})"
    ),
    "refusal.store.read_only.folder": (
        "la partie {match} ne peut pas être modifiée : pas le droit d'écrire dans {path} "
        "({strerror})"
    ),
    "refusal.store.read_only.open": (
        "la partie {match} est ouverte en lecture seule : elle ne peut pas être modifiée"
    ),
    "refusal.store.linked": (
        "la partie {match} ne peut pas être modifiée : son fichier {path} est un lien "
        "symbolique, qu'un enregistrement remplacerait par une copie ; mettez-y le fichier "
        "lui-même pour la modifier"
    ),
    "refusal.store.locked": (
        "la partie {match} est déjà ouverte dans un autre coinche-score ({who}) ; "
        "fermez-la d'abord là-bas"
    ),
    "refusal.store.locked.process": "processus {pid}",
    "refusal.store.locked.someone": "un autre processus",
    "refusal.store.lock_failed": "impossible de verrouiller la partie {match} : {strerror}",
    "refusal.store.locked_elsewhere": (
        "la partie {match} est peut-être ouverte sur une autre machine ({host}, processus {pid}), "
        "d'après son fichier de verrou {path} ; fermez-la là-bas d'abord, ou supprimez ce "
        "fichier si elle n'y est pas ouverte"
    ),
    "refusal.store.lock_failed.open": (
        "impossible d'ouvrir la partie {match} pour la modifier : {path} : {strerror}"
    ),
    "refusal.store.lock_failed.unsupported": (
        "impossible d'ouvrir la partie {match} pour la modifier : ce système n'a pas le "
        "verrouillage de fichiers flock dont a besoin la modification d'une partie "
        "enregistrée (Linux et macOS l'ont)"
    ),
    "refusal.store.lock_failed.unstable": (
        "impossible de verrouiller la partie {match} : son fichier de verrou {path} change "
        "sans cesse"
    ),
    "refusal.store.lock_failed.link": (
        "impossible d'ouvrir la partie {match} pour la modifier : son fichier de verrou "
        "{path} est un lien symbolique ; supprimez-le"
    ),
    "refusal.store.lock_failed.not_regular": (
        "impossible d'ouvrir la partie {match} pour la modifier : son fichier de verrou "
        "{path} n'est pas un fichier ordinaire ; supprimez-le"
    ),
    "refusal.store.lock_failed.hard_link": (
        "impossible d'ouvrir la partie {match} pour la modifier : son fichier de verrou "
        "{path} est aussi un autre fichier (un lien physique) ; supprimez-le"
    ),
    "refusal.store.damaged": "{path} : {reason} (le fichier est laissé tel quel)",
    "refusal.store.damaged_rules": "{path} : {reason} (le fichier est laissé tel quel)",
    "refusal.store.damage.empty": "le fichier est vide",
    "refusal.store.damage.unreadable": "illisible : {strerror}",
    "refusal.store.damage.not_regular": "{file_kind}, pas un fichier de partie",
    "refusal.store.damage.rules_not_regular": "pas un fichier ordinaire",
    "refusal.store.damage.too_big": (
        "trop gros pour un fichier de partie ({size} octets ; au plus {limit})"
    ),
    "refusal.store.damage.too_big_read": (
        "trop gros pour un fichier de partie (plus de {limit} octets)"
    ),
    "refusal.store.damage.rules_too_big": "trop gros pour des règles (plus de {limit} octets)",
    "refusal.store.damage.not_utf8": "pas du texte UTF-8",
    "refusal.store.damage.not_unicode": "contient du texte Unicode invalide",
    "refusal.store.damage.repeated_key": "la clé {key} figure deux fois dans un même objet",
    "refusal.store.damage.not_json": "pas du JSON valide : {detail}",
    "refusal.store.damage.not_object": "pas un fichier de partie : un objet JSON est attendu",
    "refusal.store.damage.rules_not_object": "pas des règles : un objet JSON est attendu",
    "refusal.store.damage.no_version": "pas un fichier de partie : pas de schema_version valide",
    "refusal.store.damage.newer": (
        "écrit par un coinche-score plus récent (version de schéma {version} ; celui-ci lit "
        "jusqu'à la version {supported})"
    ),
    "refusal.store.damage.migration": (
        "impossible de le mettre à jour depuis la version de schéma {version} : une valeur "
        "n'est pas ce que cette version écrivait"
    ),
    "refusal.store.damage.migration_missing": (
        "impossible de le mettre à jour depuis la version de schéma {version} : la clé {key} manque"
    ),
    "refusal.store.damage.invalid": "pas un fichier de partie valide : {held}",
    "refusal.store.damage.wrong_id": "le fichier contient la partie {found}, pas {expected}",
    "refusal.store.damage.refused": "{held}",
    "refusal.store.damage.bad_name": "inutilisable comme règles maison : {held}",
    "refusal.store.damage.gone": "fichier introuvable (supprimé ou déplacé)",
    "refusal.store.damage.lone_conflict": (
        "une copie en conflit de la partie {match}, qui n'est pas dans la liste"
    ),
    "refusal.store.gone": "{path} : {reason}",
    "refusal.store.file_kind.folder": "un dossier",
    "refusal.store.file_kind.fifo": "un tube nommé (FIFO)",
    "refusal.store.file_kind.device": "un périphérique",
    "refusal.store.file_kind.socket": "une socket",
    "refusal.store.file_kind.other": "pas un fichier ordinaire",
    "refusal.store.save": (
        "impossible d'enregistrer {path} : {reason} ; le fichier est resté tel qu'il était"
    ),
    "refusal.store.save_new": (
        "impossible d'enregistrer une nouvelle partie dans {path} : {reason} ; rien n'a été "
        "enregistré"
    ),
    "refusal.store.save_new.too_big": (
        "impossible d'enregistrer une nouvelle partie dans {path} : elle prendrait {size} "
        "octets, plus qu'un fichier de partie n'en peut contenir ({limit}) ; rien n'a été "
        "enregistré"
    ),
    "refusal.store.save.rules_too_big": (
        "impossible d'enregistrer {path} : les règles prendraient {size} octets, plus qu'un "
        "fichier de règles n'en peut contenir ({limit}) ; rien n'a été écrit"
    ),
    "refusal.store.save.rules_linked": (
        "impossible d'enregistrer {path} : c'est un lien symbolique, qu'un enregistrement "
        "remplacerait par une copie, en laissant telles quelles les règles vers lesquelles il "
        "pointe ; mettez-y le fichier lui-même pour les changer ; rien n'a été écrit"
    ),
    "refusal.store.save.rules_read_only": (
        "impossible d'enregistrer {path} : le fichier est en lecture seule (mode {mode}) ; "
        "rien n'a été écrit"
    ),
    "refusal.store.save.too_big": (
        "impossible d'enregistrer {path} : la partie prendrait {size} octets, plus qu'un "
        "fichier de partie n'en peut contenir ({limit}) ; le fichier est resté tel qu'il était"
    ),
    "refusal.store.not_synced": (
        "{path} est écrit, mais une panne pourrait l'annuler : impossible de synchroniser son "
        "dossier : {reason}"
    ),
    "refusal.store.system.disk_full": "le disque est plein ({strerror})",
    "refusal.store.system.denied": "permission refusée ({strerror})",
    "refusal.store.system.other": "{strerror}",
    "refusal.store.changed": "non enregistré : {path} a changé depuis son ouverture",
    "refusal.store.changed.lock": (
        "non enregistré : le fichier de verrou de la partie {match} ({path}) a été supprimé ou "
        "remplacé pendant qu'elle était ouverte, un autre coinche-score la modifie peut-être ; "
        "rien n'a été écrit : relancez la commande une fois l'autre fermé"
    ),
    "refusal.store.changed.gone": "non enregistré : {path} {what} depuis son ouverture",
    "refusal.store.changed.deleted": "a été supprimé",
    "refusal.store.changed.linked": (
        "non enregistré : {path} est devenu un lien symbolique depuis son ouverture, qu'un "
        "enregistrement remplacerait par une copie ; rien n'a été écrit"
    ),
    "refusal.store.changed.read_only": (
        "non enregistré : {path} a été mis en lecture seule (mode {mode}) depuis son ouverture ;"
        " rien n'a été écrit"
    ),
    "refusal.store.changed.changed": (
        "non enregistré : {path} a été modifié par autre chose depuis son ouverture ; rien n'a "
        "été écrit : relancez la commande, sur la partie telle qu'elle est maintenant"
    ),
    "refusal.store.closed": "la partie {match} est fermée",
    "refusal.store.match_over": (
        "la partie est finie (gagnée par {team}, {winner} à {loser}) ; modifiez, supprimez ou "
        "annulez une donne pour la rouvrir"
    ),
    "refusal.store.nothing_to_undo": "rien à annuler",
    "refusal.store.nothing_to_redo": "rien à rétablir",
    "refusal.store.history": (
        "l'historique d'annulation ne correspond pas à la donne {number} (le fichier a-t-il "
        "été modifié à la main ?)"
    ),
    "refusal.store.change_gone": "la modification n'est plus celle à refaire",
    "refusal.store.change_gone.undo": "la modification à annuler n'est plus la dernière",
    "refusal.store.change_gone.redo": "la modification à rétablir n'est plus la suivante",
    "refusal.store.exists": "impossible de déplacer la partie {match} : {path} existe déjà",
    "refusal.store.held": "le dossier des parties contient déjà {path}",
    "refusal.store.move_failed": (
        "impossible de déplacer la partie {match} vers {path} : {strerror}"
    ),
    "refusal.store.rules_name": "pas un nom de règles maison ; possible : {allowed}",
    "refusal.store.rules_name.length": "{length} caractères ; possible : {allowed}",
    "refusal.store.rules_name.control": "contient {char} ; possible : {allowed}",
    "refusal.store.rules_name.file_name": (
        "{name!r} ne peut pas être un nom de fichier ; possible : {allowed}"
    ),
    "refusal.store.rules_name.preset": (
        "{name!r} est le nom de règles prédéfinies ; choisissez un autre nom pour des règles maison"
    ),
    "refusal.store.rules_name.lookalike": (
        "{name!r} ressemble au nom des règles prédéfinies {like!r} ; choisissez un autre nom "
        "pour des règles maison"
    ),
    "refusal.store.rules_name.lookalike_saved": (
        "{name!r} ressemble au nom des règles maison {like!r} ; donnez leur nom exact pour les "
        "remplacer, ou un autre"
    ),
    "refusal.store.rules_name.custom": (
        "{name!r} est le nom des règles modifiées sans nom ; choisissez un autre nom"
    ),
    "refusal.store.rules_name.allowed": (
        "de 1 à {max_length} caractères sur une ligne, sans / ni \\, ne commençant pas par ."
    ),
    "refusal.store.rules_not_found": "pas de règles maison nommées {name!r} dans {folder}",
    "refusal.store.preset_kept": (
        "{name!r} : règles prédéfinies, qui ne se suppriment pas ; possible : le nom de règles "
        "maison enregistrées"
    ),
    "refusal.store.rules_delete_failed": "impossible de supprimer {path} : {strerror}",
    "refusal.store.rules_held": "impossible de supprimer {path} ; rien n'a été supprimé",
    "refusal.store.rules_held.linked": (
        "impossible de supprimer {path} : c'est un lien symbolique, que coinche-score laisse à "
        "qui l'a fait ; supprimez le lien à la main ; rien n'a été supprimé"
    ),
    "refusal.store.rules_held.read_only": (
        "impossible de supprimer {path} : le fichier est en lecture seule (mode {mode}) ; "
        "rien n'a été supprimé"
    ),
}

CATALOGUE = Catalogue(
    sentences={**SENTENCES, **commands_fr.SENTENCES, **REFUSALS},
    plurals={**PLURALS, **commands_fr.PLURALS},
    rule_words=RULE_WORDS,
    trump_names=TRUMP_NAMES,
    trump_marks=TRUMP_MARKS,
    trump_keys=TRUMP_KEYS,
    coinche_names=COINCHE_NAMES,
    announce_names=ANNOUNCE_NAMES,
    slam_names=SLAM_NAMES,
    slam_abbreviations=SLAM_ABBREVIATIONS,
    key_names=KEY_NAMES,
    preferred_keys=PREFERRED_KEYS,
    rule_help=RULE_HELP,
    preset_about=PRESET_ABOUT,
)
