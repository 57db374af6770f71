"""The command line's words in French, keyed as ``commands_en.py``: what the commands print
for people, their warnings and what they wait for."""

from __future__ import annotations

SENTENCES: dict[str, str] = {
    "cli.totals": "totaux : {totals}",
    "cli.litige_pending": "litige en attente : {points}",
    "cli.match_over": "partie finie : {winner}",
    "cli.winner_changed": "résultat changé : {old} → désormais {new}",
    "cli.next": "donneur suivant : {dealer}, parle en premier : {bidder}",
    "cli.winner": "gagnée par {team} {score}",
    "cli.score_between": " à ",
    "cli.tie": "égalité au-delà de l'objectif : jouez une autre donne",
    "cli.held_back": (
        "{team} est au-delà de l'objectif sur une donne perdue, qui ne peut pas faire gagner"
        " la partie : jouez une autre donne"
    ),
    "cli.after_the_end": "non comptée (après la fin de la partie)",
    "cli.seat": "place {seat}",
    "cli.parts": "{first} ; {second}",
    "cli.deal.thrown_in": "passe",
    "cli.deal.bid_by": "prise par {bidder}",
    "cli.deal.points": "{points} pts",
    "cli.deal.all_tricks": "{points}, tous les plis",
    "cli.deal.defence_all_tricks": "la défense a fait tous les plis",
    "cli.deal.renonce": "renonce {team}",
    "cli.deal.belote": "belote {team}",
    "cli.deal.belote_points": "belote {team} {points}",
    "cli.deal.announces": "annonces {team} : {announces}",
    "cli.result.made": "fait",
    "cli.result.failed": "chuté",
    "cli.result.litige": "litige",
    "cli.result.renonce": "renonce",
    "cli.result.none": "-",
    "cli.result.not_counted": "non comptée",
    "cli.heading.number": "#",
    "cli.heading.dealer": "donneur",
    "cli.heading.deal": "donne",
    "cli.heading.result": "résultat",
    "cli.heading.total": "total {team}",
    "cli.show.title": "partie {id} : {team_a} (A) contre {team_b} (B)",
    "cli.show.rules": (
        "règles {rules}, objectif {target} ; créée le {created}, modifiée le {updated}"
    ),
    "cli.show.players": "joueurs (places dans le sens horaire, 1 et 3 sont A) : {seats}",
    "cli.show.no_deal": "aucune donne pour l'instant",
    "cli.list.id": "id",
    "cli.list.updated": "modifiée",
    "cli.list.rules": "règles",
    "cli.list.target": "objectif",
    "cli.list.deals": "donnes",
    "cli.list.score": "score",
    "cli.list.status": "état",
    "cli.list.won_by": "gagnée par {team}",
    "cli.list.in_progress": "en cours",
    "cli.list.none": "aucune partie enregistrée dans {folder}",
    "cli.added": "donne {number} ajoutée : {result}",
    "cli.inserted": "donne {number} insérée : {result}",
    "cli.edited": "donne {number} corrigée : {result}",
    "cli.deleted": "donne {number} supprimée",
    "cli.undid": "annulé : {change}",
    "cli.redid": "rétabli : {change}",
    "cli.reopened": "partie rouverte : elle n'est plus finie",
    "cli.stats.title": "Statistiques",
    "cli.stats.summary.skipped": "{counted} ; {skipped}",
    "cli.stats.summary": "{counted}. Les taux sur moins de {least} sont marqués « peu ».",
    "cli.stats.none": "aucune partie comptée avec ces filtres",
    "cli.stats.none.folder": "aucune partie comptée dans {folder}",
    "cli.stats.players": "Joueurs",
    "cli.stats.teams": "Équipes",
    "cli.stats.head_to_head": "Face à face",
    "cli.stats.records": "Records",
    "cli.stats.player": "joueur",
    "cli.stats.team": "équipe",
    "cli.stats.team_players": "joueurs",
    "cli.stats.matches": "parties",
    "cli.stats.wins": "victoires",
    "cli.stats.made": "réussis",
    "cli.stats.coinched": "réussis coinchés",
    "cli.stats.coinches": "coinches gagnantes",
    "cli.stats.points": "pts/donne",
    "cli.stats.rating": "Elo",
    "cli.stats.between": "entre",
    "cli.stats.and": "et",
    "cli.stats.record": "record",
    "cli.stats.what": "quoi",
    "cli.stats.match": "partie",
    "cli.stats.few": "{rate} peu",
    "cli.stats.best_deal": "meilleure donne",
    "cli.stats.highest_made_bid": "plus haut contrat réussi",
    "cli.stats.biggest_win": "plus large victoire",
    "cli.stats.biggest_comeback": "plus belle remontée",
    "cli.stats.longest_match": "plus longue partie",
    "cli.stats.shortest_match": "plus courte partie",
    "cli.stats.best_deal.what": "{value} points",
    "cli.stats.highest_made_bid.what": "{value} réussi",
    "cli.stats.biggest_win.what": "{team}, {value} d'écart",
    "cli.stats.biggest_comeback.what": "{team}, après {value} de retard",
    "cli.stats.record.side": "{what}, {team} ({side})",
    "cli.stats.record.where": "{match} donne {deal}",
    "cli.rules.name": "nom",
    "cli.rules.kind": "type",
    "cli.rules.description": "description",
    "cli.rules.labelled": "{label} : {text}",
    "cli.rules.preset": "prédéfinies",
    "cli.rules.saved": "maison",
    "cli.rules.title": "règles {name} ({origin})",
    "cli.rules.field": "champ",
    "cli.rules.value": "valeur",
    "cli.rules.meaning": "sens",
    "cli.rules.saved_in": "règles {name} enregistrées dans {path}",
    "cli.rules.deleted": (
        "règles {name} supprimées ({path}) ; les parties jouées avec elles gardent leurs règles"
    ),
    "cli.rules.same": "{first} et {second} ont les mêmes règles",
    "cli.warning": "coinche-score : attention : {warning}",
    "cli.left_untouched": "{path} : {reason} (laissé tel quel)",
    "cli.left_out": "{path} : {reason} (écarté des statistiques)",
    "cli.left_out.folder": "{reason} (ses parties écartées des statistiques)",
    "cli.waiting.stdin": (
        "coinche-score : attend {what} en JSON sur l'entrée standard ; terminez par Ctrl-D (ou"
        " donnez un fichier ; --help montre un exemple)"
    ),
    "cli.waiting.pipe": (
        "coinche-score : attend {what} en JSON de {path}, un tube nommé où rien n'est encore"
        " écrit ; écrivez-y (ou donnez un fichier ; --help montre un exemple)"
    ),
    "cli.output_refused": "coinche-score : la sortie n'a pas pu être écrite : {reason}",
    "cli.output_closed": "la sortie standard est fermée",
    "cli.interrupted": "coinche-score : arrêté par Ctrl+C ; rien n'a été changé",
    "cli.interrupted.after_changes": (
        "coinche-score : arrêté par Ctrl+C ; un changement déjà enregistré reste : vérifiez"
        " avec show"
    ),
    "cli.output_refused.after_changes": (
        "coinche-score : la sortie n'a pas pu être écrite : {reason} ; le changement est "
        "enregistré quand même"
    ),
    "cli.system_refused": "coinche-score : {path} : {reason}",
    "cli.table.sharing": (
        "coinche-score : le score est partagé, en lecture seule, avec qui a cette adresse ; "
        "Ctrl+C l'arrête"
    ),
    "cli.table.also": "coinche-score : sur les autres réseaux de cette machine : {urls}",
    "cli.table.stopped": "coinche-score : partage arrêté",
    "cli.md.title": "{team_a} contre {team_b}",
    "cli.md.rules": "Règles : {rules}, objectif {target}. Partie `{id}`, modifiée le {updated}.",
    "cli.md.totals": "**Totaux** : {totals}",
    "cli.md.litige": "**Litige en attente** : {points}",
    "cli.md.winner": "**Résultat** : partie {winner}",
    "cli.md.why": "Ce que chaque donne a marqué, et pourquoi",
}

#: French takes the singular for 0 and 1.
PLURALS: dict[str, tuple[str, str]] = {
    "cli.unscored": (
        "{count} donne non comptée (jouée après la fin de la partie)",
        "{count} donnes non comptées (jouées après la fin de la partie)",
    ),
    "cli.stats.counted": (
        "{count} partie comptée ({finished}, {unfinished}), {deals}",
        "{count} parties comptées ({finished}, {unfinished}), {deals}",
    ),
}
